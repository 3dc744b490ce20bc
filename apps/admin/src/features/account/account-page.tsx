import { PageTitle } from '#src/components/page-title.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';

/** /account: the signed-in account's own settings, for every role (its password). */
export function AccountPage() {
  return (
    <>
      <PageTitle>Your account</PageTitle>
      <ChangePasswordForm />
    </>
  );
}
