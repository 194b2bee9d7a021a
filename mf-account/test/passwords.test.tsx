import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@storefront/ui';
import ChangePassword from '../src/pages/ChangePassword';
import ForgotPassword from '../src/pages/ForgotPassword';
import ResetPassword from '../src/pages/ResetPassword';
import { changes, later, refusal, sentTo, serve, show, signedIn } from './store-stand-in';

// Changing a password signed in, asking for a reset link, and following it; the users service's answers
// are stood in for (its own tests: services/users/test/password-reset.test.ts).

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const wait = () => new Promise((r) => setTimeout(r, 20));

const RESET_SENT = 'If an account uses that email, we have sent it a link to choose a new password. The link works for one hour.';
const LINK_REFUSED = 'This reset link is not valid or has expired. Ask for a new one.';
const TOKEN = 'R'.repeat(43);

describe('Change Password', () => {
  const fill = (current: string, next: string, confirm: string) => {
    type('Current Password', current);
    type('New Password', next);
    type('Confirm Password', confirm);
    fireEvent.click(button('Change Password'));
  };
  beforeEach(() => signedIn(true));

  it('asks a visitor to log in, coming back here', () => {
    signedIn(false);
    show(<ChangePassword />, '/account/password');
    expect(screen.getByRole('alert').textContent).toBe('Please log in to change your password. Log in or create an account.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Faccount%2Fpassword');
  });

  it('sends the current and the new password, answers "Password changed successfully!" and empties the form', async () => {
    const calls = serve((method, url) => (method === 'PUT' && url === '/api/users/u-1/password' ? { status: 204 } : undefined));
    show(<ChangePassword />, '/account/password');
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeTruthy();
    fill('old password', 'a new password', 'a new password');
    // Said under the form, politely (a success), never in a native dialog.
    expect((await screen.findByRole('status')).textContent).toBe('Password changed successfully!');
    expect(calls).toEqual([
      { method: 'PUT', url: '/api/users/u-1/password', body: { currentPassword: 'old password', password: 'a new password' } },
    ]);
    for (const label of ['Current Password', 'New Password', 'Confirm Password'])
      expect(screen.getByLabelText<HTMLInputElement>(label).value).toBe('');
  });

  it('answers "Passwords do not match!" when the confirmation differs, and sends nothing', async () => {
    const calls = serve(() => ({ status: 204 }));
    show(<ChangePassword />, '/account/password');
    fill('old password', 'a new password', 'a new passwore');
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match!');
    expect(calls).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('New Password').value).toBe('a new password');
  });

  it("answers 'Failed to change password.' and the service's reason on the next line", async () => {
    const wrong = 'Your current password is not correct.';
    serve(() => refusal(400, wrong, [{ path: 'body.currentPassword', message: wrong }]));
    show(<ChangePassword />, '/account/password');
    fill('bad guess', 'a new password', 'a new password');
    const said = await screen.findByRole('alert');
    expect(said.innerHTML).toBe(`Failed to change password.<br>${wrong}`);
    expect(screen.getByLabelText<HTMLInputElement>('Current Password').value).toBe('bad guess');
  });

  it('disables its button while the service works', async () => {
    const { answer, give } = later();
    serve(() => answer);
    show(<ChangePassword />, '/account/password');
    fill('old password', 'a new password', 'a new password');
    expect(button('Change Password').disabled).toBe(true);
    give({ status: 204 });
    await waitFor(() => expect(button('Change Password').disabled).toBe(false));
    expect(screen.getByRole('status').textContent).toBe('Password changed successfully!');
  });

  it('needs all three fields, a new password of at least 8 characters', async () => {
    const calls = serve(() => ({ status: 204 }));
    show(<ChangePassword />, '/account/password');
    expect(screen.getByLabelText<HTMLInputElement>('New Password').minLength).toBe(8);
    for (const label of ['Current Password', 'New Password', 'Confirm Password'])
      expect(screen.getByLabelText<HTMLInputElement>(label).required).toBe(true);
    fill('', 'a new password', 'a new password');
    fill('old password', '', 'a new password');
    await wait();
    expect(calls).toEqual([]);
  });
});

describe('Forgot your password?', () => {
  beforeEach(() => signedIn(false));

  it("sends the email to the reset endpoint and shows the service's answer in place of the form", async () => {
    const calls = serve((method, url) =>
      method === 'POST' && url === '/api/users/password-reset' ? { status: 202, body: { message: RESET_SENT } } : undefined,
    );
    show(<ForgotPassword />, '/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByText('Enter the email you shop with, and we will send you a link to choose a new password.')).toBeTruthy();
    type('Email', 'ada@example.ca');
    fireEvent.click(button('Send me a link'));
    expect((await screen.findByRole('status')).textContent).toBe(RESET_SENT);
    expect(calls).toEqual([{ method: 'POST', url: '/api/users/password-reset', body: { email: 'ada@example.ca' } }]);
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('says it is sending while the service works', async () => {
    const { answer, give } = later();
    serve(() => answer);
    show(<ForgotPassword />, '/forgot-password');
    type('Email', 'ada@example.ca');
    fireEvent.click(button('Send me a link'));
    expect(button('Sending...').disabled).toBe(true);
    give({ status: 202, body: { message: RESET_SENT } });
    expect((await screen.findByRole('status')).textContent).toBe(RESET_SENT);
  });

  it("shows the service's refusal and keeps the form to try again", async () => {
    const limited = 'Too many reset requests. Please try again in 30 minutes.';
    serve(() => refusal(429, limited));
    show(<ForgotPassword />, '/forgot-password');
    type('Email', 'ada@example.ca');
    fireEvent.click(button('Send me a link'));
    expect((await screen.findByRole('alert')).textContent).toBe(limited);
    expect(button('Send me a link').disabled).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.ca');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends nothing without an email', async () => {
    const calls = serve(() => ({ status: 202, body: { message: RESET_SENT } }));
    show(<ForgotPassword />, '/forgot-password');
    fireEvent.click(button('Send me a link'));
    type('Email', 'not-an-email');
    fireEvent.click(button('Send me a link'));
    await wait();
    expect(calls).toEqual([]);
  });
});

describe('Choose a new password (the reset link)', () => {
  const fill = (password: string, confirm: string) => {
    type('New password', password);
    type('Confirm new password', confirm);
    fireEvent.click(button('Save the new password'));
  };
  const SIGNED_IN = {
    status: 200,
    body: {
      token: 'session-token',
      user: { _id: 'u-1', isAdmin: false, name: 'Ada Lovelace' },
      message: 'Your password has been changed, and you are signed in.',
    },
  };
  beforeEach(() => signedIn(false));

  it('says a link without its token is not complete and offers a new one', () => {
    const calls = serve(() => SIGNED_IN);
    show(<ResetPassword />, '/reset-password');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('This reset link is not complete. Ask for a new one.');
    expect(within(alert).getByRole('link', { name: 'Ask for a new one' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("sends the link's token with the new password, signs the shopper in and opens their account", async () => {
    const calls = serve((method, url) => (method === 'POST' && url === '/api/users/password-reset/complete' ? SIGNED_IN : undefined));
    show(<ResetPassword />, `/reset-password?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    fill('a new password', 'a new password');
    await waitFor(() => expect(sentTo()).toBe('/account'));
    expect(changes(calls)).toEqual([
      { method: 'POST', url: '/api/users/password-reset/complete', body: { token: TOKEN, password: 'a new password' } },
    ]);
    expect(session.get()).toEqual({ userId: 'u-1', isAdmin: false, name: 'Ada Lovelace' });
  });

  it('says "Passwords do not match!" when the two differ, and sends nothing', async () => {
    const calls = serve(() => SIGNED_IN);
    show(<ResetPassword />, `/reset-password?token=${TOKEN}`);
    fill('a new password', 'another password');
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match!');
    await wait();
    expect(calls).toEqual([]);
    expect(sentTo()).toBeNull();
  });

  it('says a used or expired link is refused, and offers a new link', async () => {
    serve(() => refusal(400, LINK_REFUSED));
    show(<ResetPassword />, `/reset-password?token=${TOKEN}`);
    fill('a new password', 'a new password');
    expect((await screen.findByRole('alert')).textContent).toBe(LINK_REFUSED);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(button('Save the new password').disabled).toBe(false);
    expect(session.get()).toBeNull();
  });

  it("shows the service's password rule without offering a new link (the link is still good)", async () => {
    const rule = 'Password must be at most 200 characters.';
    serve(() => refusal(400, rule, [{ path: 'body.password', message: rule }]));
    show(<ResetPassword />, `/reset-password?token=${TOKEN}`);
    fill('x'.repeat(201), 'x'.repeat(201));
    expect((await screen.findByRole('alert')).textContent).toBe(rule);
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).toBeNull();
  });

  it('says it is saving while the service works, and asks for 8 characters or more', async () => {
    const { answer, give } = later();
    serve(() => answer);
    show(<ResetPassword />, `/reset-password?token=${TOKEN}`);
    for (const label of ['New password', 'Confirm new password']) {
      expect(screen.getByLabelText<HTMLInputElement>(label).minLength).toBe(8);
      expect(screen.getByLabelText<HTMLInputElement>(label).required).toBe(true);
    }
    fill('a new password', 'a new password');
    expect(button('Saving...').disabled).toBe(true);
    give(SIGNED_IN);
    await waitFor(() => expect(sentTo()).toBe('/account'));
  });
});
