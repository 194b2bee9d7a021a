import { type FormEvent, useState } from 'react';
import { Button, Field, Page, PageTitle, SignInRequired, useSession } from '@storefront/ui';
import { FormCard } from '../Form';
import { changePassword } from '../password';

/** The Change Password page answers with alert dialogs (the profile page answers inline). */
export default function ChangePassword() {
  const me = useSession();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  if (!me) return <SignInRequired message="Please log in to change your password" />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await changePassword(me.userId, form);
    setBusy(false);
    window.alert(result.ok || !('reason' in result) || !result.reason ? result.message : `${result.message}\n${result.reason}`);
    if (result.ok) setForm({ current: '', next: '', confirm: '' });
  };
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  return (
    <Page>
      <PageTitle>Change Password</PageTitle>
      <FormCard onSubmit={submit} aria-label="Change Password">
        <Field>
          Current Password
          <input type="password" autoComplete="current-password" required value={form.current} onChange={set('current')} />
        </Field>
        <Field>
          New Password
          <input type="password" autoComplete="new-password" required minLength={8} value={form.next} onChange={set('next')} />
        </Field>
        <Field>
          Confirm Password
          <input type="password" autoComplete="new-password" required value={form.confirm} onChange={set('confirm')} />
        </Field>
        <div className="actions">
          <Button type="submit" disabled={busy}>
            Change Password
          </Button>
        </div>
      </FormCard>
    </Page>
  );
}
