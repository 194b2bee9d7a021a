import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '@storefront/contracts';
import { notices } from '@storefront/ui';
import AddressForm from '../src/pages/AddressForm';
import Addresses from '../src/pages/Addresses';
import { type Answer, changes, cottage, home, later, refusal, sentTo, serve, show, signedIn } from './store-stand-in';

// The address book (/account/addresses) and its form (/addresses/new, /addresses/edit/:addressId), with
// the users service stood in for by a small address book in memory. The service's own rules (a real
// province, a postal code of the country) are in services/users/test; here the page shows what it says.

const BOOK = '/api/users/u-1/addresses';

/** The users service holding `addresses`; `refuse` answers a change instead when given. */
function addressBook(addresses: Address[], refuse?: (method: string, url: string) => Answer | undefined) {
  let book = addresses.map((a) => ({ ...a }));
  const calls = serve((method, url, body) => {
    const refused = method === 'GET' ? undefined : refuse?.(method, url);
    if (refused) return refused;
    if (method === 'GET' && url === BOOK) return { status: 200, body: book };
    if (method === 'POST' && url === BOOK) {
      const added = { ...(body as Address), _id: 'a-new', isDefault: book.length === 0 };
      book = [...book, added];
      return { status: 201, body: added };
    }
    const id = url.startsWith(`${BOOK}/`) ? decodeURIComponent(url.slice(BOOK.length + 1).split('/')[0]!) : '';
    const found = book.find((a) => a._id === id);
    if (!found) return undefined;
    if (method === 'PUT') {
      const saved = { ...found, ...(body as Address), _id: id, isDefault: found.isDefault };
      book = book.map((a) => (a._id === id ? saved : a));
      return { status: 200, body: saved };
    }
    if (method === 'DELETE') {
      book = book.filter((a) => a._id !== id);
      return { status: 204 };
    }
    if (method === 'POST' && url.endsWith('/default')) {
      book = book.map((a) => ({ ...a, isDefault: a._id === id }));
      return { status: 200, body: book };
    }
  });
  return { calls, book: () => book };
}

const cards = () => screen.queryAllByTestId('address-card');
const card = (name: string) => cards().find((c) => within(c).queryByText(name, { selector: 'strong' }))!;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

beforeEach(() => {
  signedIn(true);
  notices.close();
});

describe('Your Addresses', () => {
  it('asks a visitor to log in, coming back here', () => {
    signedIn(false);
    const { calls } = addressBook([home]);
    show(<Addresses />, '/account/addresses');
    expect(screen.getByRole('alert').textContent).toBe('Please log in to see your addresses. Log in or create an account.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Faccount%2Faddresses');
    expect(calls).toEqual([]);
  });

  it('lists each address, the default marked, with a tile to add one', async () => {
    addressBook([home, cottage]);
    show(<Addresses />, '/account/addresses');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Addresses' })).toBeTruthy();
    expect(screen.getByText('Loading your addresses...')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards();
    // As a label prints it, line by line.
    expect(first!.querySelector('.label')!.textContent).toBe('Default');
    expect(
      first!
        .querySelector('address')!
        .innerHTML.split('<br>')
        .map((l) => l.replace(/<[^>]+>/g, '')),
    ).toEqual(['Ada Lovelace', '1 King St W', 'Toronto, ON M5H 1A1', 'Canada', 'Phone number: 416-555-0100']);
    expect(within(second!).queryByText('Default')).toBeNull();
    expect(within(second!).queryByText(/^Phone number/)).toBeNull();
    // The default cannot be made the default again.
    expect(within(first!).queryByRole('button', { name: 'Set as Default' })).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Set as Default' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Add Address' }).getAttribute('href')).toBe('/addresses/new');
    expect(screen.queryByText('Choose the address this order goes to, or add one.')).toBeNull();
  });

  it('offers only the tile to add one when the book is empty', async () => {
    addressBook([]);
    show(<Addresses />, '/account/addresses');
    await waitFor(() => expect(screen.queryByText('Loading your addresses...')).toBeNull());
    expect(cards()).toEqual([]);
    expect(screen.getByRole('link', { name: '+ Add Address' })).toBeTruthy();
  });

  it('says why the book could not be loaded', async () => {
    serve(() => refusal(503, 'The users service is busy. Please try again.'));
    show(<Addresses />, '/account/addresses');
    expect(await screen.findByText('The users service is busy. Please try again.')).toBeTruthy();
  });

  it('removes an address and shows the book as it is now', async () => {
    const { calls, book } = addressBook([home, cottage]);
    show(<Addresses />, '/account/addresses');
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(card('Ada L.')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(changes(calls)).toEqual([{ method: 'DELETE', url: `${BOOK}/a-2`, body: undefined }]);
    expect(book().map((a) => a._id)).toEqual(['a-1']);
    expect(card('Ada Lovelace')).toBeTruthy();
  });

  it('says why an address could not be removed, and keeps it', async () => {
    addressBook([home, cottage], (method) => (method === 'DELETE' ? refusal(404, 'Address not found.') : undefined));
    show(<Addresses />, '/account/addresses');
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(card('Ada L.')).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Address not found.');
    expect(cards()).toHaveLength(2);
  });

  it('makes another address the default', async () => {
    const { calls } = addressBook([home, cottage]);
    show(<Addresses />, '/account/addresses');
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(card('Ada L.')).getByRole('button', { name: 'Set as Default' }));
    await waitFor(() => expect(within(card('Ada L.')).queryByText('Default')).not.toBeNull());
    expect(within(card('Ada Lovelace')).queryByText('Default')).toBeNull();
    expect(changes(calls)).toEqual([{ method: 'POST', url: `${BOOK}/a-2/default`, body: undefined }]);
  });

  it("opens an address's form to edit it", async () => {
    addressBook([home, cottage]);
    show(<Addresses />, '/account/addresses');
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(card('Ada L.')).getByRole('button', { name: 'Edit' }));
    expect(sentTo()).toBe('/addresses/edit/a-2');
  });

  it('sent from checkout: offers each address to deliver to, and goes back with the one chosen', async () => {
    addressBook([home, cottage]);
    const next = '/checkout?orderId=o-1';
    show(<Addresses />, `/account/addresses?next=${encodeURIComponent(next)}`);
    expect(screen.getByText('Choose the address this order goes to, or add one.')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('link', { name: '+ Add Address' }).getAttribute('href')).toBe(
      `/addresses/new?next=${encodeURIComponent(next)}`,
    );
    fireEvent.click(within(card('Ada L.')).getByRole('button', { name: 'Deliver to this address' }));
    expect(sentTo()).toBe('/checkout?orderId=o-1&address=a-2');
  });

  it('sent from checkout: editing an address keeps the way back', async () => {
    addressBook([home]);
    show(<Addresses />, '/account/addresses?next=%2Fcheckout');
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(sentTo()).toBe('/addresses/edit/a-1?next=%2Fcheckout');
  });
});

describe('the address form', () => {
  const fillNew = () => {
    type('Full Name', 'Ada Lovelace');
    type('Street', '24 Sussex Dr');
    type('Apartment, suite or unit (optional)', 'Unit 2');
    type('City', 'Ottawa');
    type('Province', 'ON');
    type('Postal Code', 'K1M 1M4');
    type('Phone Number', '613-555-0199');
  };

  it('asks a visitor to log in', () => {
    signedIn(false);
    show(<AddressForm />, '/addresses/new');
    expect(screen.getByRole('alert').textContent).toBe('Please log in to manage your addresses. Log in or create an account.');
  });

  it('adds an address: sends every field, says it is saved and goes back to the book', async () => {
    const { calls } = addressBook([home]);
    show(<AddressForm />, '/addresses/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeTruthy();
    // Canada is filled in; the postal code shows how it is written.
    expect(value('Country')).toBe('Canada');
    expect(screen.getByLabelText('Postal Code').getAttribute('placeholder')).toBe('A1A 1A1');
    fillNew();
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(sentTo()).toBe('/account/addresses'));
    // Said over the book it goes back to.
    expect(notices.get()).toMatchObject({ message: 'Address saved.', tone: 'success', path: '/account/addresses' });
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        url: BOOK,
        body: {
          fullName: 'Ada Lovelace',
          street: '24 Sussex Dr',
          apartment: 'Unit 2',
          city: 'Ottawa',
          province: 'ON',
          country: 'Canada',
          postalCode: 'K1M 1M4',
          phoneNumber: '613-555-0199',
        },
      },
    ]);
  });

  it("shows the service's problems with the postal code and the province under their fields, and stays", async () => {
    const postal = 'A Canadian postal code looks like A1A 1A1.';
    const province = 'The province decides the tax: check it.';
    addressBook([], () =>
      refusal(400, postal, [
        { path: 'body.postalCode', message: postal },
        { path: 'body.province', message: province },
      ]),
    );
    show(<AddressForm />, '/addresses/new');
    fillNew();
    type('Province', 'QC');
    type('Postal Code', 'D0D 0D0');
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const fieldOf = (label: string) => screen.getByLabelText(label).closest('label')!.parentElement!;
    expect(within(fieldOf('Postal Code')).getByRole('alert').textContent).toBe(postal);
    expect(within(fieldOf('Province')).getByRole('alert').textContent).toBe(province);
    expect(screen.getByLabelText('Postal Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Province').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBeNull();
    expect(value('Postal Code')).toBe('D0D 0D0');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Address' }).disabled).toBe(false);
    expect(notices.get()).toBeNull();
    expect(sentTo()).toBeNull();
  });

  it('clears the problems when saving again, and saves once they are fixed', async () => {
    const postal = 'A Canadian postal code looks like A1A 1A1.';
    let refuse = true;
    addressBook([], () => (refuse ? refusal(400, postal, [{ path: 'body.postalCode', message: postal }]) : undefined));
    show(<AddressForm />, '/addresses/new');
    fillNew();
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(postal);
    refuse = false;
    type('Postal Code', 'K1M 1M4');
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(sentTo()).toBe('/account/addresses'));
  });

  it('shows a refusal that names no field above the button', async () => {
    addressBook([], () => refusal(409, 'Your address book is full (20 addresses).'));
    show(<AddressForm />, '/addresses/new');
    fillNew();
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your address book is full (20 addresses).');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('edits an address: the form starts from it and saves it in place', async () => {
    const { calls, book } = addressBook([home, cottage]);
    show(<AddressForm />, '/addresses/edit/a-2', '/addresses/edit/:addressId');
    expect(screen.getByText('Loading address...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Address' })).toBeTruthy();
    expect(
      ['Full Name', 'Street', 'Apartment, suite or unit (optional)', 'City', 'Province', 'Country', 'Postal Code', 'Phone Number'].map(
        value,
      ),
    ).toEqual(['Ada L.', '9 Lake Rd', '', 'Huntsville', 'ON', 'Canada', 'P1H 1A1', '']);
    type('Street', '11 Lake Rd');
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(sentTo()).toBe('/account/addresses'));
    expect(changes(calls)).toEqual([
      {
        method: 'PUT',
        url: `${BOOK}/a-2`,
        body: {
          fullName: 'Ada L.',
          street: '11 Lake Rd',
          city: 'Huntsville',
          province: 'ON',
          country: 'Canada',
          postalCode: 'P1H 1A1',
          phoneNumber: '',
        },
      },
    ]);
    expect(book().find((a) => a._id === 'a-2')!.street).toBe('11 Lake Rd');
  });

  it("opens the spec's old links by position: /addresses/edit/0 is the first address", async () => {
    addressBook([home, cottage]);
    show(<AddressForm />, '/addresses/edit/0', '/addresses/edit/:addressId');
    await screen.findByRole('heading', { level: 1, name: 'Edit Address' });
    expect(value('Street')).toBe('1 King St W');
  });

  it('says an address that is gone no longer exists', async () => {
    addressBook([home]);
    show(<AddressForm />, '/addresses/edit/a-9', '/addresses/edit/:addressId');
    expect(await screen.findByText('This address no longer exists.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Address' })).toBeNull();
  });

  it('says why the address could not be loaded', async () => {
    serve(() => refusal(500, 'Something went wrong on our side.'));
    show(<AddressForm />, '/addresses/edit/a-1', '/addresses/edit/:addressId');
    expect(
      await screen.findByText('The address could not be loaded: Something went wrong on our side. Reload the page to try again.'),
    ).toBeTruthy();
  });

  it('disables Save Address while it saves', async () => {
    const { answer, give } = later();
    serve((method) => (method === 'POST' ? answer : undefined));
    show(<AddressForm />, '/addresses/new');
    fillNew();
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Address' }).disabled).toBe(true);
    give({ status: 201, body: { ...home, _id: 'a-new' } });
    await waitFor(() => expect(sentTo()).toBe('/account/addresses'));
  });

  it('sent from checkout: goes straight back with the saved address chosen', async () => {
    addressBook([home]);
    show(<AddressForm />, `/addresses/new?next=${encodeURIComponent('/checkout?orderId=o-1')}`, '/addresses/new');
    fillNew();
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(sentTo()).toBe('/checkout?orderId=o-1&address=a-new'));
  });
});
