import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChatButton from '../src/ChatButton';

// The dialog's own rules; the assistant's answers are the support service's tests, and the whole
// conversation in Chromium is e2e/test/customer-service.test.ts.

/** Stands in for the support service: answers each /chat call when the test says so. */
function fakeSupport() {
  const calls: unknown[] = [];
  const waiting: Array<(r: Response) => void> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      return new Promise<Response>((resolve) => waiting.push(resolve));
    }),
  );
  return {
    calls,
    reply: (status: number, body: object) => act(async () => waiting.shift()!(new Response(JSON.stringify(body), { status }))),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Signs a shopper in or out the way another tab would (the session follows localStorage). */
const signedInAs = (userId: string | null) =>
  act(() => {
    if (userId) localStorage.setItem('userId', userId);
    else localStorage.removeItem('userId');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userId' }));
  });

describe('the chat dialog', () => {
  it('opens from the floating button with its title, and closes', () => {
    render(<ChatButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    expect(screen.getByRole('dialog', { name: 'Customer Service - Chat with Us' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Type your message')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the dialog while it is open, and gives focus back to its button on Escape', async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="/before">Before</a>
        <ChatButton />
        <a href="/after">After</a>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    const box = screen.getByRole('textbox', { name: 'Type your message' });
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    await user.type(box, 'hello');
    // The trap arrives with its chunk: wait until a Tab from the last control comes back round.
    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(async () => {
      send.focus();
      await user.tab();
      expect(document.activeElement).toBe(box);
    });
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await user.tab();
      seen.push(document.activeElement?.textContent || (document.activeElement as HTMLInputElement).placeholder);
    }
    expect(seen).toEqual(['Close', 'Send', 'Type your message', 'Close', 'Send', 'Type your message']);
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Send');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat with customer service' }));
    // Closed, the page's own order is back.
    await user.tab();
    expect(document.activeElement?.textContent).toBe('After');
  });

  it('sends with Enter, blocks blank text and a second message while a reply is pending', async () => {
    const support = fakeSupport();
    render(<ChatButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    const box = screen.getByRole('textbox', { name: 'Type your message' });
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.submit(box.closest('form')!);
    expect(support.calls).toEqual([]);

    fireEvent.change(box, { target: { value: ' where is my order? ' } });
    fireEvent.submit(box.closest('form')!); // what Enter does in the field
    expect(support.calls).toEqual([{ message: 'where is my order?' }]);
    expect((box as HTMLInputElement).value).toBe('');
    fireEvent.change(box, { target: { value: 'hello?' } });
    expect(send.disabled).toBe(true);
    fireEvent.submit(box.closest('form')!);
    expect(support.calls).toHaveLength(1);

    await support.reply(200, { message: 'Your latest order is Paid.', conversationId: 'c-1' });
    expect(screen.getByText('Your latest order is Paid.')).toBeTruthy();
    expect(send.disabled).toBe(false);
  });

  it("says 'Sorry, something went wrong.' when the reply fails", async () => {
    const support = fakeSupport();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ChatButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    const box = screen.getByRole('textbox', { name: 'Type your message' });
    fireEvent.change(box, { target: { value: 'hi' } });
    fireEvent.submit(box.closest('form')!);
    await support.reply(500, { error: 'Something went wrong on our side.' });
    await waitFor(() => expect(screen.getByText('Sorry, something went wrong.')).toBeTruthy());
    expect(screen.getByText('hi')).toBeTruthy();
  });

  it("keeps each shopper's conversation apart when another signs in in the same tab", async () => {
    const support = fakeSupport();
    signedInAs('u-ada');
    render(<ChatButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    const box = screen.getByRole('textbox', { name: 'Type your message' });
    const say = async (message: string, conversationId: string) => {
      fireEvent.change(box, { target: { value: message } });
      fireEvent.submit(box.closest('form')!);
      await support.reply(200, { message: `Answer to ${message}`, topic: 'greeting', conversationId });
    };

    await say('hello', 'c-ada');
    await say('where is my order?', 'c-ada');
    expect(support.calls.slice(-2)).toEqual([{ message: 'hello' }, { message: 'where is my order?', conversationId: 'c-ada' }]);

    // Ada signs out, Bea signs in: Bea sees none of Ada's chat and starts her own conversation.
    signedInAs(null);
    signedInAs('u-bea');
    expect(screen.queryByText('where is my order?')).toBeNull();
    expect(screen.queryByText('Answer to hello')).toBeNull();
    await say('hi', 'c-bea');
    expect(support.calls.at(-1)).toEqual({ message: 'hi' });
    await say('thanks', 'c-bea');
    expect(support.calls.at(-1)).toEqual({ message: 'thanks', conversationId: 'c-bea' });

    // A visitor in that tab starts another; Ada back again carries on with hers.
    signedInAs(null);
    await say('anyone there?', 'c-visitor');
    expect(support.calls.at(-1)).toEqual({ message: 'anyone there?' });
    signedInAs('u-ada');
    await say('me again', 'c-ada');
    expect(support.calls.at(-1)).toEqual({ message: 'me again', conversationId: 'c-ada' });
    signedInAs(null);
  });
});
