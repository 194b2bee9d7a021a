import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  fillAddressFields,
  launchBrowser,
  logIn,
  logOut,
  newShopperDetails,
  openShopper,
  signUpAndLogIn,
  storeNotice,
} from '../src/browser';

const url = inject('storeUrl');
let browser: Browser;
interface ApiProduct {
  _id: string;
  name: string;
  stock: number;
}
let products: ApiProduct[];

beforeAll(async () => {
  browser = await launchBrowser();
  products = (await (await fetch(`${url}/api/products?limit=10&page=2`)).json()).products;
});
afterAll(async () => browser?.close());

describe('Your Account', () => {
  it('asks a visitor to log in, then comes back to the page', async () => {
    const shopper = await openShopper(browser, url);
    const me = newShopperDetails('Tile Tester');
    await shopper.page.request.post('/api/users/register', { data: me });
    await shopper.page.goto('/account');
    await shopper.page.getByText('Please log in to see your account').waitFor();
    await shopper.page.getByRole('link', { name: 'Log in' }).click();
    await shopper.page.getByLabel('Email').fill(me.email);
    await shopper.page.getByLabel('Password').fill(me.password);
    await shopper.page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await shopper.page.waitForURL('**/account');
    await shopper.page.getByRole('link', { name: 'Manage Your Orders' }).waitFor();
    await shopper.context.close();
  });

  it('has tiles that each open a real page', async () => {
    const shopper = await openShopper(browser, url);
    await signUpAndLogIn(shopper);
    const { page } = shopper;
    // Each tile, the page it opens, and that page's heading: a remote that failed to load shows a fallback instead.
    const expected: Array<[string, string, string]> = [
      ['Your Orders', '/orders', 'Your Orders'],
      ['Edit Profile', '/profile', 'Your Profile'],
      ['Change Password', '/account/password', 'Change Password'],
      ['Your Addresses', '/account/addresses', 'Your Addresses'],
      ['Payment Methods', '/account/payments', 'Payment Methods'],
      ['Customer Support', '/customer-service', 'Customer Service'],
    ];
    for (const [tile, path, heading] of expected) {
      await page.goto('/account');
      await page.getByRole('link', { name: `Manage ${tile}` }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await page.getByTestId('remote-fallback').count(), tile).toBe(0);
      expect(await page.getByText('Unexpected Application Error!').count(), tile).toBe(0);
    }
    await page.goto('/account/profile');
    await page.getByRole('heading', { level: 1, name: 'Your Profile', exact: true }).waitFor();
    await page.goto('/account/payments');
    await page.getByText("on our payment provider's secure page", { exact: false }).waitFor();
    await page.goto('/account/address');
    await page.waitForURL('**/account/addresses');
    await page.goto('/support');
    await page.waitForURL('**/customer-service');
    await shopper.context.close();
  });
});

describe('profile and password', () => {
  it('edits the name and shipping details; the email stays read-only', async () => {
    const shopper = await openShopper(browser, url);
    const me = await signUpAndLogIn(shopper, newShopperDetails('Pat'));
    const { page } = shopper;
    await page.goto('/profile');
    expect(await page.getByLabel('Email').inputValue()).toBe(me.email);
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Country').inputValue()).toBe('Canada');
    // Where the store delivers, and nothing else; the province from a list.
    expect(await page.getByLabel('Country').locator('option').allInnerTexts()).toEqual(['Canada']);
    expect(await page.getByLabel('Province').locator('option').count()).toBe(14);
    await page.getByLabel('Name', { exact: true }).fill('Patricia');
    await page.getByLabel('Street', { exact: true }).fill('12 Rideau St');
    await page.getByLabel('City').fill('Ottawa');
    await page.getByLabel('Province').selectOption('ON');
    await page.getByLabel('Postal Code').fill('K1N 5W8');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.getByText('Hello, Patricia').waitFor();
    await page.goto('/account/profile');
    await page.waitForFunction(
      () => (document.querySelector('input[autocomplete="shipping address-line1"]') as HTMLInputElement | null)?.value === '12 Rideau St',
    );

    // the password part of this page answers inline
    await page.getByLabel('Current Password').fill(me.password);
    await page.getByLabel('New Password').fill('new-password-1');
    await page.getByLabel('Confirm Password').fill('new-password-2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Passwords do not match!').waitFor();
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password').fill('new-password-1');
    await page.getByLabel('Confirm Password').fill('new-password-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Failed to change password.').waitFor();
    await page.getByLabel('Current Password').fill(me.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully!').waitFor();

    // a postal code that is not Canadian, then one of another province: refused at the field, the profile unchanged
    await page.getByLabel('Postal Code').fill('90210');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Failed to update profile.').waitFor();
    await page.getByText('A Canadian postal code looks like A1A 1A1.').waitFor();
    await page.getByLabel('Postal Code').fill('H2X 1K4');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('The postal code H2X 1K4 is not in the province chosen: check the province and the postal code.').waitFor();
    await page.reload();
    await page.waitForFunction(
      () => (document.querySelector('input[autocomplete="shipping postal-code"]') as HTMLInputElement | null)?.value === 'K1N 5W8',
    );
    await shopper.context.close();
  });

  it('changes the password, saying each outcome under the form, and the new one logs in', async () => {
    const shopper = await openShopper(browser, url);
    const me = await signUpAndLogIn(shopper);
    const { page } = shopper;
    await page.goto('/account/password');
    const fill = async (current: string, next: string, confirm: string) => {
      await page.getByLabel('Current Password').fill(current);
      await page.getByLabel('New Password').fill(next);
      await page.getByLabel('Confirm Password').fill(confirm);
      await page.getByRole('button', { name: 'Change Password' }).click();
    };
    const form = page.getByRole('form', { name: 'Change Password' });
    await fill(me.password, 'brand-new-pass', 'brand-new-typo');
    await form.getByRole('alert').getByText('Passwords do not match!').waitFor();
    await fill('wrong-current', 'brand-new-pass', 'brand-new-pass');
    await form.getByRole('alert').getByText('Your current password is not correct.').waitFor();
    expect(await form.getByRole('alert').innerText()).toBe('Failed to change password.\nYour current password is not correct.');
    await fill(me.password, 'password123', 'password123');
    await form.getByRole('alert').getByText('This password is one of the first that guessers try', { exact: false }).waitFor();
    await fill(me.password, 'brand-new-pass', 'brand-new-pass');
    await form.getByRole('status').getByText('Password changed successfully!').waitFor();
    expect(shopper.errors).toEqual([]);
    await logOut(shopper);
    await page.goto('/login');
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Password').fill(me.password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password.').waitFor();
    await logIn(shopper, me.email, 'brand-new-pass');
    await shopper.context.close();
  });
});

describe('address book', () => {
  it('adds, validates, edits, makes default and removes addresses', async () => {
    const shopper = await openShopper(browser, url);
    await signUpAndLogIn(shopper, newShopperDetails('Addie'));
    const { page } = shopper;
    await page.goto('/account/addresses');
    await page.getByRole('link', { name: '+ Add Address' }).click();
    await page.getByRole('heading', { name: 'Add New Address' }).waitFor();
    const fillAddress = async (a: Record<string, string>) => {
      await fillAddressFields(page, a);
    };
    await fillAddress({
      'Full Name': 'Addie Home',
      Street: '100 Queen St W',
      City: 'Toronto',
      Province: 'Ontario',
      'Postal Code': 'M5H2N2',
      'Phone Number': '416 555 0101',
    });
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.waitForURL('**/account/addresses');
    await page.getByTestId('address-card').first().waitFor();
    await storeNotice(page, 'Address saved.');
    const first = await page.getByTestId('address-card').first().innerText();
    expect(await page.getByTestId('address-card').first().getByText('Default', { exact: true }).count()).toBe(1);
    expect(first).toContain('M5H 2N2');
    expect(first).toContain('ON');

    // a bad postal code is refused with the server's reason, next to the field
    await page.getByRole('link', { name: '+ Add Address' }).click();
    await fillAddress({
      'Full Name': 'Addie Cottage',
      Street: '7 Lake Rd',
      City: 'Huntsville',
      Province: 'ON',
      'Postal Code': '90210',
    });
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('A Canadian postal code looks like A1A 1A1.').waitFor();
    await page.getByLabel('Postal Code', { exact: true }).fill('P1H 2J3');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.waitForURL('**/account/addresses');
    await page.getByText('Addie Cottage').waitFor();
    expect(await page.getByTestId('address-card').count()).toBe(2);

    // the second becomes the default and moves to the front
    await page.getByTestId('address-card').nth(1).getByRole('button', { name: 'Set as Default' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="address-card"]')?.textContent?.includes('Addie Cottage'));
    expect(await page.getByTestId('address-card').first().innerText()).toMatch(/Default[\s\S]*Addie Cottage/);
    expect(await page.getByTestId('address-card').nth(1).getByText('Default', { exact: true }).count()).toBe(0);

    // edit through the registered edit route
    await page.getByTestId('address-card').nth(1).getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Address' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/addresses\/edit\/[0-9a-f-]{36}$/);
    await page.waitForFunction(
      () => (document.querySelector('input[autocomplete="shipping address-line1"]') as HTMLInputElement)?.value === '100 Queen St W',
    );
    await page.getByLabel('Street', { exact: true }).fill('200 Queen St W');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.waitForURL('**/account/addresses');
    await page.getByText('200 Queen St W').waitFor();

    // the spec's old link counts addresses: /addresses/edit/0 is the first (the default)
    await page.goto('/addresses/edit/0');
    await page.getByRole('heading', { name: 'Edit Address' }).waitFor();
    await page.waitForFunction(
      () => (document.querySelector('input[autocomplete="shipping name"]') as HTMLInputElement)?.value === 'Addie Cottage',
    );
    await page.goto('/account/addresses');
    await page.getByTestId('address-card').nth(1).waitFor();

    await page.getByTestId('address-card').nth(1).getByRole('button', { name: 'Remove' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="address-card"]').length === 1);
    expect(await page.getByTestId('address-card').first().innerText()).toContain('Addie Cottage');
    await shopper.context.close();
  });
});

describe('wishlist and history', () => {
  it('follow a signed-in shopper to a fresh browser', async () => {
    const a = await openShopper(browser, url);
    const me = await signUpAndLogIn(a);
    await a.page.goto(`/product/${products[0]!._id}`);
    await a.page.getByRole('heading', { name: products[0]!.name }).waitFor();
    await a.page.goto(`/product/${products[1]!._id}`);
    await a.page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await storeNotice(a.page, `Added to your wishlist: ${products[1]!.name}`);
    // The page says the product is in the wishlist, and still does after a reload (the list is the account's).
    await a.page.getByRole('link', { name: '✓ In your wishlist' }).waitFor();
    await a.page.reload();
    await a.page.getByRole('link', { name: '✓ In your wishlist' }).waitFor();
    expect(await a.page.getByRole('button', { name: 'Add to Wishlist' }).count()).toBe(0);
    expect(a.errors).toEqual([]);
    await a.context.close();

    const b = await openShopper(browser, url);
    await logIn(b, me.email, me.password);
    await b.page.goto('/wishlist');
    await b.page.getByText(products[1]!.name).waitFor();
    await b.page.goto('/history');
    await b.page.getByTestId('product-card').first().waitFor();
    const names = await b.page.getByTestId('product-card').allInnerTexts();
    expect(names[0]).toContain(products[1]!.name);
    expect(names[1]).toContain(products[0]!.name);

    await b.page.goto('/wishlist');
    await b.page.getByRole('button', { name: `Remove ${products[1]!.name} from your wishlist` }).click();
    await b.page.getByText('No items in your wishlist.').waitFor();
    await b.context.close();
  });

  it("keeps a guest's in this browser and merges them into the account at sign-in", async () => {
    const guest = await openShopper(browser, url);
    const me = newShopperDetails('Guest Gail');
    await guest.page.request.post('/api/users/register', { data: me });
    await guest.page.goto('/history');
    await guest.page.getByText("You haven't viewed any products yet.").waitFor();
    await guest.page.goto('/wishlist');
    await guest.page.getByText('No items in your wishlist.').waitFor();
    await guest.page.goto(`/product/${products[2]!._id}`);
    await guest.page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await storeNotice(guest.page, `Added to your wishlist: ${products[2]!.name}`);
    await guest.page.goto('/wishlist');
    await guest.page.getByText(products[2]!.name).waitFor();
    await guest.page.goto('/history');
    await guest.page.getByText(products[2]!.name).waitFor();

    await logIn(guest, me.email, me.password);
    expect(await guest.page.evaluate(() => [localStorage.getItem('wishlist'), localStorage.getItem('history')])).toEqual([null, null]);
    await guest.context.close();

    const elsewhere = await openShopper(browser, url);
    await logIn(elsewhere, me.email, me.password);
    await elsewhere.page.goto('/wishlist');
    await elsewhere.page.getByText(products[2]!.name).waitFor();
    await elsewhere.page.goto('/history');
    await elsewhere.page.getByText(products[2]!.name).waitFor();
    await elsewhere.context.close();
  });
});
