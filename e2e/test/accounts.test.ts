import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailsTo } from '@storefront/testing';
import { launchBrowser, logIn, newShopperDetails, openShopper, signUpAndLogIn } from '../src/browser';

const url = inject('storeUrl');
const dataDir = inject('storeDataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The confirmation link mailed to a new account, as the shopper's inbox would show it. */
async function verifyLinkFor(email: string): Promise<string> {
  const start = Date.now();
  for (;;) {
    for (const mail of mailsTo(dataDir, email)) {
      const found = /(http\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail);
      if (found) return found[1]!;
    }
    if (Date.now() - start > 20_000) throw new Error(`no confirmation mail to ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('register, log in and log out', () => {
  it('registers and is signed in at once, is told of the confirmation mail, and logs out and in again', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const me = newShopperDetails('Marguerite');
    await page.goto('/');
    await page.getByRole('link', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(me.name);
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Password').fill(me.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Welcome, Marguerite!' }).waitFor();
    await page.getByText('Your account is ready, and you are signed in.').waitFor();
    await page.getByText(`We sent a link to ${me.email}. Open it to confirm your address`).waitFor();
    await page.getByText('Hello, Marguerite').waitFor();
    await page.getByRole('link', { name: 'Start shopping' }).click();
    await page.waitForURL(`${url}/`);
    await page.getByRole('heading', { name: 'Everything Canada needs, delivered free.' }).waitFor();
    expect(await page.getByRole('link', { name: 'Register' }).count()).toBe(0);
    // the session is an httpOnly cookie: scripts cannot read the token
    expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
    const cookies = await shopper.context.cookies();
    expect(cookies.find((c) => c.name === 'token')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // still signed in after a reload
    await page.reload();
    await page.getByText('Hello, Marguerite').waitFor();

    await page.getByRole('button', { name: /Account & Lists/ }).click();
    const menu = page.getByRole('menu', { name: /Account & Lists/ });
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Your Account',
      'Your Profile',
      'Your Orders',
      'Your Addresses',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.getByText('Hello, Marguerite').count()).toBe(0);
    expect((await shopper.context.cookies()).find((c) => c.name === 'token')).toBeUndefined();

    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Password').fill(me.password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${url}/`);
    await page.getByText('Hello, Marguerite').waitFor();
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('opens the confirmation link signed out, signs in, and comes back to the link to confirm', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const me = newShopperDetails('Hortense');
    expect((await page.request.post('/api/users/register', { data: me })).status()).toBe(201);
    const link = await verifyLinkFor(me.email);
    await page.goto(link);
    await page.getByText('Sign in to the account this link was sent for, and your email is confirmed.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Password').fill(me.password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/verify-email' && u.searchParams.get('token') === new URL(link).searchParams.get('token'));
    await page.getByText('Your email address is confirmed.', { exact: false }).waitFor();
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('refuses a password guessers try first, and says why where the password is typed', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const me = newShopperDetails();
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).fill(me.name);
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Password').fill('Password123');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').getByText('This password is one of the first that guessers try', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    // Nothing was made: the same email registers once a better password is chosen.
    await page.getByLabel('Password').fill(me.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Your account is ready, and you are signed in.').waitFor();
    await shopper.context.close();
  });

  it("shows the server's reasons for a failed registration or login", async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const me = newShopperDetails();
    await page.request.post('/api/users/register', { data: me });
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).fill('Someone Else');
    await page.getByLabel('Email').fill(me.email.toUpperCase());
    await page.getByLabel('Password').fill('another-password');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('An account with this email already exists. Please log in instead.').waitFor();

    await page.goto('/login');
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await shopper.context.close();
  });

  it("shows 'Upload Product' to the admin only", async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const me = newShopperDetails('Plain Shopper');
    await page.request.post('/api/users/register', { data: me });
    await page.goto('/login');
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Password').fill(me.password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.getByText('Hello, Plain Shopper').waitFor();
    expect(await page.getByRole('link', { name: /Upload Product/ }).count()).toBe(0);
    await shopper.context.close();

    const admin = await openShopper(browser, url);
    await admin.page.goto('/login');
    await admin.page.getByLabel('Email').fill('admin@storefront.test');
    await admin.page.getByLabel('Password').fill('storefront-admin');
    await admin.page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await admin.page.getByText('Hello, Store Admin').waitFor();
    await admin.page.getByRole('link', { name: /Upload Product/ }).waitFor();
    await admin.context.close();
  });
});

describe('a forgotten password', () => {
  it('mails a link from the login page; the link sets a new password, signs in here and out everywhere else, once', async () => {
    const elsewhere = await openShopper(browser, url);
    const me = await signUpAndLogIn(elsewhere);
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(me.email.toUpperCase());
    await page.getByRole('button', { name: 'Send me a link' }).click();
    const sent = 'If an account uses that email, we have sent it a link to choose a new password. The link works for one hour.';
    await page.getByText(sent).waitFor();

    // The same words for an email with no account.
    const stranger = await openShopper(browser, url);
    await stranger.page.goto('/forgot-password');
    await stranger.page.getByLabel('Email').fill('nobody-here@example.ca');
    await stranger.page.getByRole('button', { name: 'Send me a link' }).click();
    await stranger.page.getByText(sent).waitFor();
    await stranger.context.close();

    // The mail, and its link: on this store's own address.
    const start = Date.now();
    let mail: string | undefined;
    while (
      !(mail = mailsTo(dataDir, me.email).find((m) => m.includes('Subject: Choose a new Maple Market password'))) &&
      Date.now() - start < 15_000
    )
      await new Promise((r) => setTimeout(r, 200));
    expect(mail, 'the reset mail').toBeDefined();
    const link = /^(http\S+\/reset-password\?token=[A-Za-z0-9_-]+)$/m.exec(mail!)?.[1];
    expect(link?.startsWith(`${url}/reset-password?token=`), link).toBe(true);

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-new-password');
    await page.getByLabel('Confirm new password').fill('not-the-same-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Passwords do not match!').waitFor();
    await page.getByLabel('Confirm new password').fill('a-fresh-new-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    // Signed in here, on the account page.
    await page.waitForURL('**/account');
    await page.getByRole('button', { name: /Account & Lists/ }).waitFor();

    // The other browser's session is over: its next call is refused and it shows the shopper signed out.
    await elsewhere.page.goto('/account');
    await elsewhere.page
      .getByText(/Please log in/)
      .first()
      .waitFor();
    await elsewhere.context.close();

    // The link works once.
    const again = await openShopper(browser, url);
    await again.page.goto(link!);
    await again.page.getByLabel('New password', { exact: true }).fill('a-third-password');
    await again.page.getByLabel('Confirm new password').fill('a-third-password');
    await again.page.getByRole('button', { name: 'Save the new password' }).click();
    await again.page.getByText('This reset link is not valid or has expired. Ask for a new one.').waitFor();
    // The new password signs in.
    await logIn(again, me.email, 'a-fresh-new-password');
    expect(shopper.errors).toEqual([]);
    await again.context.close();
    await shopper.context.close();
  });
});
