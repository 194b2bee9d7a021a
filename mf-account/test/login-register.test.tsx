import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@storefront/ui';
import Login from '../src/pages/Login';
import Register from '../src/pages/Register';
import { type Call, callLine, changes, later, product, refusal, sentTo, serve, show, signedIn, user } from './store-stand-in';

// Logging in and registering, with the users service's answers stood in for (each test says what it
// answers); the service itself is tested in services/users/test, the whole path in Chromium in e2e/.

const LOGGED_IN = { status: 200, body: { token: 'session-token', user: { _id: 'u-1', isAdmin: false, name: 'Ada Lovelace' } } };
const WRONG = 'Invalid email or password.';

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const logins = (calls: Call[]) => calls.filter((c) => c.url === '/api/users/login');

function logIn(email = 'ada@example.ca', password = 'correct horse') {
  type('Email', email);
  type('Password', password);
  fireEvent.click(button('Login'));
}

beforeEach(() => signedIn(false));

describe('Login', () => {
  it('sends the email and password to the login endpoint, signs the shopper in and goes home', async () => {
    const calls = serve((method, url) => (method === 'POST' && url === '/api/users/login' ? LOGGED_IN : undefined));
    show(<Login />, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    logIn();
    await waitFor(() => expect(sentTo()).toBe('/'));
    expect(calls).toEqual([{ method: 'POST', url: '/api/users/login', body: { email: 'ada@example.ca', password: 'correct horse' } }]);
    expect(session.get()).toEqual({ userId: 'u-1', isAdmin: false, name: 'Ada Lovelace' });
    expect(localStorage.getItem('userId')).toBe('u-1');
    expect(localStorage.getItem('userName')).toBe('Ada Lovelace');
  });

  it('sends the password exactly as typed, spaces and all', async () => {
    const calls = serve(() => LOGGED_IN);
    show(<Login />, '/login');
    logIn('ada@example.ca', '  two spaces  ');
    await waitFor(() => expect(sentTo()).toBe('/'));
    expect(logins(calls).map((c) => c.body)).toEqual([{ email: 'ada@example.ca', password: '  two spaces  ' }]);
  });

  it('says it is signing in, with the button disabled, until the service answers', async () => {
    const { answer, give } = later();
    serve(() => answer);
    show(<Login />, '/login');
    logIn();
    expect(button('Signing in...').disabled).toBe(true);
    give(LOGGED_IN);
    await waitFor(() => expect(sentTo()).toBe('/'));
  });

  it('goes back to the page that asked for a login', async () => {
    serve(() => LOGGED_IN);
    show(<Login />, `/login?next=${encodeURIComponent('/checkout?orderId=o-1')}`);
    logIn();
    await waitFor(() => expect(sentTo()).toBe('/checkout?orderId=o-1'));
  });

  it.each(['//evil.example/phish', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'never leaves the store after a login (next=%s goes home)',
    async (next) => {
      serve(() => LOGGED_IN);
      show(<Login />, `/login?next=${encodeURIComponent(next)}`);
      logIn();
      await waitFor(() => expect(sentTo()).toBe('/'));
    },
  );

  it("shows the service's message for a wrong password, keeps what was typed and lets the shopper try again", async () => {
    const calls = serve(() => refusal(401, WRONG));
    show(<Login />, '/login');
    logIn('ada@example.ca', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG);
    expect(button('Login').disabled).toBe(false);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.ca');
    expect(sentTo()).toBeNull();
    expect(session.get()).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();

    // The next attempt clears the old message while it waits.
    const { answer, give } = later();
    const again = serve(() => answer);
    fireEvent.click(button('Login'));
    expect(screen.queryByRole('alert')).toBeNull();
    give(LOGGED_IN);
    await waitFor(() => expect(sentTo()).toBe('/'));
    expect(logins(calls).map((c) => c.body)).toEqual([{ email: 'ada@example.ca', password: 'wrong' }]);
    expect(logins(again).map((c) => c.body)).toEqual([{ email: 'ada@example.ca', password: 'wrong' }]);
  });

  it("shows the service's message when logins are locked for a while", async () => {
    const locked = 'Too many failed logins. Please try again in 15 minutes.';
    serve(() => refusal(429, locked));
    show(<Login />, '/login');
    logIn();
    expect((await screen.findByRole('alert')).textContent).toBe(locked);
  });

  it('says the store cannot be reached when the network fails', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    show(<Login />, '/login');
    logIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the store. Check your connection and try again.');
  });

  it('sends nothing while the email or password is empty, or the email is not one', async () => {
    const calls = serve(() => LOGGED_IN);
    show(<Login />, '/login');
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect([email.required, email.type, password.required, password.type]).toEqual([true, 'email', true, 'password']);
    fireEvent.click(button('Login'));
    type('Email', 'ada@example.ca');
    fireEvent.click(button('Login'));
    type('Email', '');
    type('Password', 'correct horse');
    fireEvent.click(button('Login'));
    type('Email', 'not an email');
    fireEvent.click(button('Login'));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("brings a guest's saved wishlist and history into the account before showing the next page", async () => {
    const saved = product(1)._id;
    localStorage.setItem('wishlist', JSON.stringify([saved]));
    localStorage.setItem('history', JSON.stringify([saved]));
    const calls = serve((method, url) => (url === '/api/users/login' ? LOGGED_IN : method === 'POST' ? { status: 204 } : undefined));
    show(<Login />, '/login?next=/wishlist');
    logIn();
    await waitFor(() => expect(sentTo()).toBe('/wishlist'));
    expect(calls.map(callLine).sort()).toEqual(['POST /api/users/login', 'POST /api/users/u-1/history', 'POST /api/users/u-1/wishlist']);
    expect(calls.find((c) => c.url.endsWith('/wishlist'))!.body).toEqual({ productIds: [saved] });
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(localStorage.getItem('history')).toBeNull();
  });

  it('links to Forgot your password? and to Register', () => {
    serve(() => undefined);
    show(<Login />, '/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByText(/^New to Maple Market\?/)).toBeTruthy();
  });
});

describe('Register', () => {
  const REGISTERED = { status: 201, body: { message: 'Registration successful! Please log in.', user: { ...user, name: 'ada' } } };
  const fill = (name = 'ada', email = 'ada@example.ca', password = 'long enough') => {
    type('Name', name);
    type('Email', email);
    // The password's label ends with its rule: 'Password' then 'At least 8 characters.'
    type(/^Password/, password);
  };

  const MAIL_SENT =
    'We sent a link to ada@example.ca. Open it to confirm your address: orders you placed as a guest with that address then join your account.';
  const answers = (method: string, url: string) =>
    method === 'POST' && url === '/api/users/register'
      ? REGISTERED
      : method === 'POST' && url === '/api/users/login'
        ? LOGGED_IN
        : undefined;

  it('makes the account, signs the new shopper in, and says where the confirmation link went', async () => {
    const calls = serve(answers);
    show(<Register />, '/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeTruthy();
    fill();
    fireEvent.click(button('Register'));
    const welcome = await screen.findByRole('heading', { level: 1, name: 'Welcome, ada!' });
    expect(document.activeElement).toBe(welcome);
    expect(screen.getByRole('status').textContent).toBe('Your account is ready, and you are signed in.');
    expect(screen.getByText(MAIL_SENT)).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/users/register', body: { name: 'ada', email: 'ada@example.ca', password: 'long enough' } },
      { method: 'POST', url: '/api/users/login', body: { email: 'ada@example.ca', password: 'long enough' } },
    ]);
    expect(session.get()).toEqual({ userId: 'u-1', isAdmin: false, name: 'Ada Lovelace' });
    // No form is left to fill again.
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/account');
    expect(sentTo()).toBeNull();
  });

  it('leads back to the page that asked for an account, and keeps it on the way to Login', async () => {
    serve(answers);
    show(<Register />, '/register?next=%2Fverify-email%3Ftoken%3Dabc');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?next=%2Fverify-email%3Ftoken%3Dabc');
    fill();
    fireEvent.click(button('Register'));
    const back = await screen.findByRole('link', { name: 'Back to where you were' });
    expect(back.getAttribute('href')).toBe('/verify-email?token=abc');
  });

  it('never leads to another site', async () => {
    serve(answers);
    show(<Register />, '/register?next=https%3A%2F%2Fevil.example%2F');
    fill();
    fireEvent.click(button('Register'));
    expect((await screen.findByRole('link', { name: 'Start shopping' })).getAttribute('href')).toBe('/');
  });

  it('says to log in when the account was made but signing in was refused', async () => {
    serve((method, url) => (url === '/api/users/register' ? REGISTERED : refusal(429, 'Too many login attempts.')));
    show(<Register />, '/register');
    fill();
    fireEvent.click(button('Register'));
    expect((await screen.findByRole('status')).textContent).toBe('Your account is ready. Log in to start using it.');
    expect(screen.getByText(MAIL_SENT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(session.get()).toBeNull();
  });

  it('puts the focus on the password when the service refuses it as too common', async () => {
    const common = 'This password is one of the first that guessers try: choose another, such as three or four unrelated words.';
    serve(() => refusal(400, common, [{ path: 'body.password', message: common }]));
    show(<Register />, '/register');
    fill('ada', 'ada@example.ca', 'password1');
    fireEvent.click(button('Register'));
    expect((await screen.findByRole('alert')).textContent).toBe(common);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('ada');
  });

  it('says it is creating the account while the service works', async () => {
    const { answer, give } = later();
    serve(() => answer);
    show(<Register />, '/register');
    fill();
    fireEvent.click(button('Register'));
    expect(button('Creating your account...').disabled).toBe(true);
    give(REGISTERED);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, ada!' })).toBeTruthy();
  });

  it('asks for a password of at least 8 characters', () => {
    serve(() => undefined);
    show(<Register />, '/register');
    const password = screen.getByLabelText<HTMLInputElement>(/^Password/);
    expect(password.minLength).toBe(8);
    expect(password.required).toBe(true);
    expect(password.autocomplete).toBe('new-password');
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
  });

  it("shows the service's password rule when it refuses the password, keeping the form", async () => {
    const rule = 'Password must be at least 8 characters.';
    serve(() => refusal(400, rule, [{ path: 'body.password', message: rule }]));
    show(<Register />, '/register');
    fill('ada', 'ada@example.ca', 'short');
    fireEvent.click(button('Register'));
    expect((await screen.findByRole('alert')).textContent).toBe(rule);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('ada');
    expect(screen.queryByRole('heading', { name: /^Welcome/ })).toBeNull();
  });

  it('says an email that already has an account should log in instead', async () => {
    const taken = 'An account with this email already exists. Please log in instead.';
    serve(() => refusal(409, taken));
    show(<Register />, '/register');
    fill();
    fireEvent.click(button('Register'));
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    expect(button('Register').disabled).toBe(false);
  });

  it('does not believe an answer that is not a registration', async () => {
    serve(() => ({ status: 201, body: { message: 'ok' } }));
    show(<Register />, '/register');
    fill();
    fireEvent.click(button('Register'));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid data format received.');
    expect(screen.queryByRole('heading', { name: /^Welcome/ })).toBeNull();
  });

  it('sends nothing while a field is empty or the email is not one', async () => {
    const calls = serve(() => REGISTERED);
    show(<Register />, '/register');
    fireEvent.click(button('Register'));
    fill('', 'ada@example.ca', 'long enough');
    fireEvent.click(button('Register'));
    fill('ada', 'ada', 'long enough');
    fireEvent.click(button('Register'));
    fill('ada', 'ada@example.ca', '');
    fireEvent.click(button('Register'));
    await new Promise((r) => setTimeout(r, 20));
    expect(changes(calls)).toEqual([]);
  });

  it('links to Login', () => {
    serve(() => undefined);
    show(<Register />, '/register');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });
});
