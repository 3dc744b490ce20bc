import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Loading } from '@lumen/ui-kit/spinner';
import { ToastProvider } from '#src/components/toast.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <Suspense fallback={<Loading label="Loading…" className="p-10" />}>
          <RouterProvider router={createRouter()} />
        </Suspense>
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
