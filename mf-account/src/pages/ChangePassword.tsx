import { Button, Page, PageTitle, SignInRequired, useSession } from '@storefront/ui';
import { FormCard } from '../Form';
import { text, useText } from '../messages';
import { type PasswordResult, usePasswordChange } from '../password';

const alertResult = (r: PasswordResult) => window.alert(!r.ok && r.reason ? `${text(r.message)}\n${r.reason}` : text(r.message));

/** The Change Password page answers with alert dialogs (the profile page answers inline). */
export default function ChangePassword() {
  const me = useSession();
  const t = useText();
  if (!me) return <SignInRequired message={t('password.signIn')} />;
  return <ChangePasswordForm userId={me.userId} />;
}

function ChangePasswordForm({ userId }: { userId: string }) {
  const t = useText();
  const { fields, busy, submit } = usePasswordChange(userId, alertResult);
  return (
    <Page>
      <PageTitle>{t('password.title')}</PageTitle>
      <FormCard onSubmit={(e) => void submit(e)} aria-label={t('password.title')}>
        {fields}
        <div className="actions">
          <Button type="submit" disabled={busy}>
            {t('password.title')}
          </Button>
        </div>
      </FormCard>
    </Page>
  );
}
