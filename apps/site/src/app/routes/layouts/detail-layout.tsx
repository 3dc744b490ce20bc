import { Outlet } from 'react-router';
import { LayoutShell } from '@lumen/site-shell/root/layout-shell.tsx';

/** Detail layout: light header (range selection, product detail…). */
export default function DetailLayout() {
  return (
    <LayoutShell variant="light">
      <Outlet />
    </LayoutShell>
  );
}
