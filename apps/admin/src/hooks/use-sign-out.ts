import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '#src/lib/api-client.ts';
import { sessionQueryOptions } from './use-session.ts';

/**
 * POST /auth/sign-out ends the session on the server; the cache is emptied and the login
 * replaces the current entry, so Back finds no data to show (the screens ask the server again
 * and are sent to the login).
 */
/** `to`: the login of the screen signed out from (app/sign-in-routes.ts). */
export function useSignOut(to = '/admin-login') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch('/auth/sign-out', { method: 'POST' }),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryOptions().queryKey, null);
      void navigate(to, { replace: true });
    },
  });
}
