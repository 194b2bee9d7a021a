import { Button, Page, PageTitle, SignInRequired, useSession } from '@storefront/ui';
import { FormCard } from '../Form';
import { type PasswordResult, usePasswordChange } from '../password';

const alertResult = (r: PasswordResult) => window.alert(!r.ok && r.reason ? `${r.message}\n${r.reason}` : r.message);

/** The Change Password page answers with alert dialogs (the profile page answers inline). */
export default function ChangePassword() {
  const me = useSession();
  if (!me) return <SignInRequired message="Please log in to change your password" />;
  return <ChangePasswordForm userId={me.userId} />;
}

function ChangePasswordForm({ userId }: { userId: string }) {
  const { fields, busy, submit } = usePasswordChange(userId, alertResult);
  return (
    <Page>
      <PageTitle>Change Password</PageTitle>
      <FormCard onSubmit={(e) => void submit(e)} aria-label="Change Password">
        {fields}
        <div className="actions">
          <Button type="submit" disabled={busy}>
            Change Password
          </Button>
        </div>
      </FormCard>
    </Page>
  );
}
