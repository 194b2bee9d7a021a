import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { WhereAmI, serveApi as serve } from '@storefront/ui/testing';
import { describe, expect, it } from 'vitest';
import VerifyEmail from '../src/pages/VerifyEmail';

// The page the link to prove an email opens, with the users service's answers stood in for (each test
// says what it answers); the service itself is tested in services/users/test/email-verification.test.ts.

/** Signs a shopper in or out the way another tab would: the session store follows localStorage. */
function signedIn(yes: boolean) {
  if (yes) localStorage.setItem('userId', 'u-1');
  else localStorage.removeItem('userId');
  window.dispatchEvent(new StorageEvent('storage', { key: 'userId' }));
}

/** The page at `path`, in StrictMode as the store runs it (effects run twice). */
const show = (path: string) =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/verify-email" element={<VerifyEmail />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );

const TOKEN = 'T'.repeat(43);
const CONFIRMED = 'Your email address is confirmed. Orders you placed as a guest with it are being added to Your Orders.';
const REFUSED = 'This verification link is not valid or has expired. Ask for a new one.';
const SENT =
  'We have sent a link to ada@example.ca. Open it to confirm your address; orders you placed as a guest with it will then appear in Your Orders.';

describe('Confirm your email', () => {
  it('confirms the address once as the page opens, signed in, then leads to Your Orders and the home page', async () => {
    signedIn(true);
    const calls = serve((method, url) =>
      method === 'POST' && url === '/api/users/verify-email'
        ? { status: 200, body: { message: CONFIRMED, email: 'ada@example.ca' } }
        : undefined,
    );
    show(`/verify-email?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Confirming your email...');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(CONFIRMED));
    expect(calls).toEqual([{ method: 'POST', url: '/api/users/verify-email', body: { token: TOKEN } }]);
    expect(screen.getByRole('link', { name: 'Your Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why a link is refused and sends a signed-in shopper a new one', async () => {
    signedIn(true);
    const calls = serve((method, url) => {
      if (method === 'POST' && url === '/api/users/verify-email') return { status: 400, body: { error: REFUSED, message: REFUSED } };
      if (method === 'POST' && url === '/api/users/verify-email/send') return { status: 202, body: { message: SENT } };
    });
    show(`/verify-email?token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SENT));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/users/verify-email', 'POST /api/users/verify-email/send']);
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('says when no more links can be sent for now', async () => {
    signedIn(true);
    const limited = 'Too many confirmation mails for this account. Please try again in 42 minutes.';
    serve((method, url) => {
      if (url === '/api/users/verify-email') return { status: 400, body: { error: REFUSED, message: REFUSED } };
      if (url === '/api/users/verify-email/send') return { status: 429, body: { error: limited, message: limited } };
    });
    show(`/verify-email?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([REFUSED, limited]));
    expect((screen.getByRole('button', { name: 'Send a new link' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks a visitor to sign in to the account first, and comes back to this link (nothing is confirmed signed out)', async () => {
    signedIn(false);
    const calls = serve(() => ({ status: 400, body: { error: REFUSED, message: REFUSED } }));
    show(`/verify-email?token=${TOKEN}`);
    await screen.findByText('Sign in to the account this link was sent for, and your email is confirmed.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/verify-email?token=${TOKEN}`)}`,
    );
    expect(calls).toEqual([]);
  });

  it('offers a new link when this one was followed before (guest orders placed since join with a new one)', async () => {
    signedIn(true);
    const again =
      'Your email address is already confirmed. If you have placed orders as a guest with it since, ask for a new link to bring them into Your Orders.';
    serve(() => ({ status: 200, body: { message: again, email: 'ada@example.ca', alreadyConfirmed: true } }));
    show(`/verify-email?token=${TOKEN}`);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(again));
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy();
  });

  it('asks nothing of the service without a link, and offers a new one', async () => {
    signedIn(true);
    const calls = serve(() => undefined);
    show('/verify-email');
    expect(screen.getByRole('status').textContent).toMatch(/^Open the link in the mail we sent/);
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });
});
