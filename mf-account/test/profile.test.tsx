import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@storefront/ui';
import Account from '../src/pages/Account';
import Profile from '../src/pages/Profile';
import { type Call, callLine, changes, later, refusal, serve, show, signedIn, user } from './store-stand-in';

// The profile page (name and shipping address, and the password inline) and the account's hub, with
// the users service's answers stood in for.

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const form = (name: string) => screen.getByRole('form', { name });
const reads = (calls: Call[]) => [...new Set(calls.filter((c) => c.method === 'GET').map(callLine))];

/** The users service with `user` on file, answering a profile change with `onSave`. */
function usersService(
  onSave: (body: unknown) => { status: number; body?: unknown } = (body) => ({ status: 200, body: { ...user, ...(body as object) } }),
) {
  return serve((method, url, body) => {
    if (method === 'GET' && url === '/api/users/u-1') return { status: 200, body: user };
    if (method === 'PUT' && url === '/api/users/u-1') return onSave(body);
  });
}

beforeEach(() => signedIn(true));

describe('the profile page', () => {
  it('asks a visitor to log in, coming back to the profile', () => {
    signedIn(false);
    const calls = serve(() => undefined);
    show(<Profile />, '/profile');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please log in to see your profile. Log in or create an account.');
    expect(within(alert).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fprofile');
    expect(within(alert).getByRole('link', { name: 'create an account' }).getAttribute('href')).toBe('/register');
    expect(calls).toEqual([]);
  });

  it("loads the shopper's profile into the form, the email not to be changed here", async () => {
    const calls = usersService();
    show(<Profile />, '/profile');
    expect(screen.getByText('Loading your profile...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeTruthy();
    expect(reads(calls)).toEqual(['GET /api/users/u-1']);
    expect(field('Name').value).toBe('Ada Lovelace');
    expect(field('Email').value).toBe('ada@example.ca');
    expect(field('Email').readOnly).toBe(true);
    expect(field('Full Name').value).toBe('Ada Lovelace');
    // The address book's and checkout's form: the same fields, labels and order.
    expect(field('Street').value).toBe('1 King St W');
    expect(field('Apartment, suite or unit (optional)').value).toBe('Suite 4');
    expect(field('City').value).toBe('Toronto');
    expect(screen.getByLabelText<HTMLSelectElement>('Province').value).toBe('ON');
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('Canada');
    // Where the store delivers, and nothing else.
    expect([...screen.getByLabelText<HTMLSelectElement>('Country').options].map((o) => o.value)).toEqual(['Canada']);
    expect(field('Postal Code').value).toBe('M5H 1A1');
    expect(screen.queryByLabelText('Phone Number')).toBeNull();
  });

  it('offers Canada as the country of a profile without one', async () => {
    serve(() => ({ status: 200, body: { ...user, address: { ...user.address, country: '' } } }));
    show(<Profile />, '/profile');
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('Canada');
  });

  it('saves the name and the whole address, says so, and the top bar follows the new name', async () => {
    const calls = usersService();
    show(<Profile />, '/profile');
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    type('Name', 'Ada King');
    type('City', 'Ottawa');
    type('Postal Code', 'K1A 0B1');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Canada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    const status = await within(form('Profile')).findByRole('status');
    expect(status.textContent).toBe('Profile updated successfully!');
    expect(changes(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/users/u-1',
        body: {
          name: 'Ada King',
          email: 'ada@example.ca',
          address: {
            fullName: 'Ada Lovelace',
            street: '1 King St W',
            apartment: 'Suite 4',
            city: 'Ottawa',
            state: 'ON',
            country: 'Canada',
            postalCode: 'K1A 0B1',
          },
        },
      },
    ]);
    expect(session.get()?.name).toBe('Ada King');
    expect(localStorage.getItem('userName')).toBe('Ada King');
  });

  it('disables Update Profile while it saves', async () => {
    const { answer, give } = later();
    serve((method) => (method === 'GET' ? { status: 200, body: user } : answer));
    show(<Profile />, '/profile');
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Update Profile' }).disabled).toBe(true);
    give({ status: 200, body: user });
    await within(form('Profile')).findByRole('status');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Update Profile' }).disabled).toBe(false);
  });

  it('shows the problem the service found at its field, and keeps the name as it was', async () => {
    const misplaced = 'The postal code H2X 1Y4 is not in the province chosen: check the province and the postal code.';
    const calls = usersService(() => refusal(400, misplaced, [{ path: 'body.address.postalCode', message: misplaced }]));
    show(<Profile />, '/profile');
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    type('Name', 'Ada King');
    type('Postal Code', 'H2X 1Y4');
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    const status = await within(form('Profile')).findByRole('status');
    expect(status.textContent).toBe('Failed to update profile.');
    const fieldOf = (label: string) => screen.getByLabelText(label).closest('label')!.parentElement!;
    expect(within(fieldOf('Postal Code')).getByRole('alert').textContent).toBe(misplaced);
    expect(field('Postal Code').getAttribute('aria-invalid')).toBe('true');
    expect(session.get()?.name).toBe('Ada');
    expect((changes(calls)[0]!.body as { address: object }).address).toMatchObject({ state: 'ON', postalCode: 'H2X 1Y4' });
  });

  it("says the province's problem at the province, the profile calling it `state`", async () => {
    const province = '"Ontari" is not a Canadian province or territory.';
    usersService(() => refusal(400, province, [{ path: 'body.address.state', message: province }]));
    show(<Profile />, '/profile');
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'QC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await within(form('Profile')).findByRole('status');
    expect(screen.getByLabelText('Province').getAttribute('aria-invalid')).toBe('true');
  });

  it('says why the profile could not be loaded', async () => {
    serve(() => refusal(404, 'User not found.'));
    show(<Profile />, '/profile');
    expect(await screen.findByText('User not found.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Profile' })).toBeNull();
  });

  describe('its Change Password part', () => {
    const fillPasswords = (current: string, next: string, confirm: string) => {
      const part = form('Change Password');
      fireEvent.change(within(part).getByLabelText('Current Password'), { target: { value: current } });
      fireEvent.change(within(part).getByLabelText('New Password'), { target: { value: next } });
      fireEvent.change(within(part).getByLabelText('Confirm Password'), { target: { value: confirm } });
      fireEvent.click(within(part).getByRole('button', { name: 'Change Password' }));
    };

    it('says inline when the two new passwords differ, and asks nothing', async () => {
      const calls = usersService();
      show(<Profile />, '/profile');
      await screen.findByRole('heading', { level: 2, name: 'Change Password' });
      fillPasswords('old password', 'new password 1', 'new password 2');
      expect((await within(form('Change Password')).findByRole('alert')).textContent).toBe('Passwords do not match!');
      expect(changes(calls)).toEqual([]);
    });

    it('changes it, says so and empties the fields', async () => {
      const calls = serve((method, url) => {
        if (method === 'GET') return { status: 200, body: user };
        if (method === 'PUT' && url === '/api/users/u-1/password') return { status: 204 };
      });
      show(<Profile />, '/profile');
      await screen.findByRole('heading', { level: 2, name: 'Change Password' });
      fillPasswords('old password', 'new password', 'new password');
      expect((await within(form('Change Password')).findByRole('status')).textContent).toBe('Password changed successfully!');
      expect(changes(calls)).toEqual([
        { method: 'PUT', url: '/api/users/u-1/password', body: { currentPassword: 'old password', password: 'new password' } },
      ]);
      expect(within(form('Change Password')).getByLabelText<HTMLInputElement>('Current Password').value).toBe('');
      expect(within(form('Change Password')).getByLabelText<HTMLInputElement>('New Password').value).toBe('');
    });

    it('says why the service refused, keeping what was typed', async () => {
      const wrong = 'Your current password is not correct.';
      serve((method) =>
        method === 'GET' ? { status: 200, body: user } : refusal(400, wrong, [{ path: 'body.currentPassword', message: wrong }]),
      );
      show(<Profile />, '/profile');
      await screen.findByRole('heading', { level: 2, name: 'Change Password' });
      fillPasswords('bad guess', 'new password', 'new password');
      expect((await within(form('Change Password')).findByRole('alert')).textContent).toBe(`Failed to change password.${wrong}`);
      expect(within(form('Change Password')).getByLabelText<HTMLInputElement>('Current Password').value).toBe('bad guess');
    });
  });
});

describe('Your Account', () => {
  it('asks a visitor to log in', () => {
    signedIn(false);
    show(<Account />, '/account');
    expect(screen.getByRole('alert').textContent).toBe('Please log in to see your account. Log in or create an account.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Faccount');
  });

  it('leads to each part of the account', () => {
    show(<Account />, '/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Account' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);
    expect(links).toEqual([
      ['Manage Your Orders', '/orders'],
      ['Manage Edit Profile', '/profile'],
      ['Manage Change Password', '/account/password'],
      ['Manage Your Addresses', '/account/addresses'],
      ['Manage Payment Methods', '/account/payments'],
      ['Manage Customer Support', '/customer-service'],
    ]);
    expect(screen.getByText('Change your name and shipping details')).toBeTruthy();
  });

  it('follows a sign-out in another tab', async () => {
    show(<Account />, '/account');
    signedIn(false);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Please log in to see your account\./));
  });
});
