import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import { UploadPage } from '#src/features/invoice-upload/components/upload-page.tsx';
import type { Route } from './+types/upload-invoice';
import { loadUploadInvoice } from './upload-invoice.server.ts';

export function loader({ context }: Route.LoaderArgs) {
  return loadUploadInvoice(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function UploadInvoice({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <UploadPage
      availability={loaderData.availability}
      apiUrl={root?.config.publicApiUrl ?? ''}
      messages={root?.messages}
    />
  );
}
