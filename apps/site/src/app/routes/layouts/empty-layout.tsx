import { Outlet } from 'react-router';
import { LayoutShell } from '@lumen/site-shell/root/layout-shell.tsx';

/** Empty layout: no header or footer (embeds, full-screen viewers). */
export default function EmptyLayout() {
  return (
    <LayoutShell variant="none">
      <Outlet />
    </LayoutShell>
  );
}
