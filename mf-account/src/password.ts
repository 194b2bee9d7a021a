import { api, errorMessage } from '@storefront/ui';

export type PasswordResult = { ok: true; message: string } | { ok: false; message: string; reason?: string };

/** Checks the two new passwords match, then asks the server (which needs the current password). */
export async function changePassword(userId: string, form: { current: string; next: string; confirm: string }): Promise<PasswordResult> {
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
