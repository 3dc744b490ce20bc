import { Outlet } from 'react-router';
import { LayoutShell } from '#src/app/layout-shell.tsx';

/** Empty layout: no header or footer (embeds, full-screen viewers). */
export default function EmptyLayout() {
  return (
    <LayoutShell variant="none">
      <Outlet />
    </LayoutShell>
  );
}
