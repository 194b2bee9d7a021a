import { useState } from 'react';
import { Button, Page, PageTitle, SignInRequired, useSession } from '@storefront/ui';
import { FormCard } from '../Form';
import { useText } from '../messages';
import { type PasswordResult, PasswordResultNotice, usePasswordChange } from '../password';

/** The Change Password page: the current password and the new one twice; the outcome shows under them. */
export default function ChangePassword() {
  const me = useSession();
  const t = useText();
  if (!me) return <SignInRequired message={t('password.signIn')} />;
  return <ChangePasswordForm userId={me.userId} />;
}

function ChangePasswordForm({ userId }: { userId: string }) {
  const t = useText();
  const [result, setResult] = useState<PasswordResult | null>(null);
  const { fields, busy, submit } = usePasswordChange(userId, setResult);
  return (
    <Page>
      <PageTitle>{t('password.title')}</PageTitle>
      <FormCard onSubmit={(e) => void submit(e)} aria-label={t('password.title')}>
        {fields}
        <PasswordResultNotice result={result} />
        <div className="actions">
          <Button type="submit" disabled={busy}>
            {t('password.title')}
          </Button>
        </div>
      </FormCard>
    </Page>
  );
}
