import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Remotes from '../src/remotes';

// A remote's page inside the shell: its area shows a fallback when the remote is down (the rest of the
// store keeps working, as e2e/test/resilience.test.ts checks in Chromium), and Try again loads it anew.

vi.mock('../src/remotes', async (original) => ({
  ...(await original<typeof Remotes>()),
  forgetRemotes: vi.fn(),
  loadRemotePage: vi.fn(),
}));
const { loadRemotePage } = await import('../src/remotes');
const { RemotePage } = await import('../src/RemotePage');
const load = vi.mocked(loadRemotePage);

afterEach(() => {
  load.mockReset();
  vi.restoreAllMocks();
});

const Register = () => <h1>Register</h1>;

describe('a remote page', () => {
  it('shows the page once its remote has answered', async () => {
    load.mockResolvedValue({ default: Register });
    // React suspends on the page's module: rendering inside an async act lets it settle.
    await act(async () => render(<RemotePage remote="account" module="./Register" />));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback when its remote is down, without loading it again and again, and Try again brings it in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValue(new Error('remote down'));
    await act(async () => render(<RemotePage remote="support" module="./CustomerService" />));
    expect(await screen.findByText('This part of the store is not available right now.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    // A failed load stays failed until the shopper asks again (a fresh load on every render never settles).
    expect(load).toHaveBeenCalledTimes(1);

    load.mockResolvedValue({ default: Register });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
