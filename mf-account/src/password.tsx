import { type FormEvent, useState } from 'react';
import { Field, Notice, api, errorMessage } from '@storefront/ui';
import { text, useText } from './messages';

/** `message` is the catalogue's key, so the answer is shown in the page's language of the moment. */
export type PasswordResult =
  { ok: true; message: 'password.changed' } | { ok: false; message: 'password.mismatch' | 'password.failed'; reason?: string };
type PasswordForm = { current: string; next: string; confirm: string };
const EMPTY: PasswordForm = { current: '', next: '', confirm: '' };

/** Checks the two new passwords match, then asks the server (which needs the current password). */
export async function changePassword(userId: string, form: PasswordForm): Promise<PasswordResult> {
  if (form.next !== form.confirm) return { ok: false, message: 'password.mismatch' };
  try {
    await api(`/api/users/${encodeURIComponent(userId)}/password`, {
      method: 'PUT',
      body: { currentPassword: form.current, password: form.next },
    });
    return { ok: true, message: 'password.changed' };
  } catch (err) {
    return { ok: false, message: 'password.failed', reason: errorMessage(err, text('error.generic')) };
  }
}

/** What became of a change, under the form: said politely when it worked, at once when it did not. */
export function PasswordResultNotice({ result }: { result: PasswordResult | null }) {
  const t = useText();
  if (!result) return null;
  return (
    <Notice $tone={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
      {t(result.message)}
      {!result.ok && result.reason && (
        <>
          <br />
          {result.reason}
        </>
      )}
    </Notice>
  );
}

/** The state behind a change-password form, shared by the Change Password page and the profile page;
 * `onResult` hears how each change ended. */
export function usePasswordChange(userId: string, onResult: (result: PasswordResult) => void) {
  const t = useText();
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    // changePassword answers every failure as a result; it does not throw.
    const result = await changePassword(userId, form);
    setBusy(false);
    if (result.ok) setForm(EMPTY);
    onResult(result);
  };
  const set = (k: keyof PasswordForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const fields = (
    <>
      <Field>
        {t('password.current')}
        <input type="password" autoComplete="current-password" required value={form.current} onChange={set('current')} />
      </Field>
      <div className="pair">
        <Field>
          {t('password.new')}
          <input type="password" autoComplete="new-password" required minLength={8} value={form.next} onChange={set('next')} />
        </Field>
        <Field>
          {t('password.confirm')}
          <input type="password" autoComplete="new-password" required value={form.confirm} onChange={set('confirm')} />
        </Field>
      </div>
    </>
  );
  return { fields, busy, submit };
}
