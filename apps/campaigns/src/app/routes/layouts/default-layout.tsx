import { Outlet } from 'react-router';
import { LayoutShell } from '@lumen/site-shell/root/layout-shell.tsx';

/** Default layout: dark header (home and most pages). */
export default function DefaultLayout() {
  return (
    <LayoutShell variant="dark">
      <Outlet />
    </LayoutShell>
  );
}
