import { type FormEvent, useState } from 'react';
import { Field, api, errorMessage } from '@storefront/ui';

export type PasswordResult = { ok: true; message: string } | { ok: false; message: string; reason?: string };
type PasswordForm = { current: string; next: string; confirm: string };
const EMPTY: PasswordForm = { current: '', next: '', confirm: '' };

/** Checks the two new passwords match, then asks the server (which needs the current password). */
export async function changePassword(userId: string, form: PasswordForm): Promise<PasswordResult> {
  if (form.next !== form.confirm) return { ok: false, message: 'Passwords do not match!' };
  try {
    await api(`/api/users/${encodeURIComponent(userId)}/password`, {
      method: 'PUT',
      body: { currentPassword: form.current, password: form.next },
    });
    return { ok: true, message: 'Password changed successfully!' };
  } catch (err) {
    return { ok: false, message: 'Failed to change password.', reason: errorMessage(err) };
  }
}

/**
 * The state behind a change-password form, shared by the Change Password page (which answers
 * with alerts) and the profile page (which answers inline): `onResult` decides how to show it.
 */
export function usePasswordChange(userId: string, onResult: (result: PasswordResult) => void) {
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
        Current Password
        <input type="password" autoComplete="current-password" required value={form.current} onChange={set('current')} />
      </Field>
      <div className="pair">
        <Field>
          New Password
          <input type="password" autoComplete="new-password" required minLength={8} value={form.next} onChange={set('next')} />
        </Field>
        <Field>
          Confirm Password
          <input type="password" autoComplete="new-password" required value={form.confirm} onChange={set('confirm')} />
        </Field>
      </div>
    </>
  );
  return { fields, busy, submit };
}
