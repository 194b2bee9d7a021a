import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '@storefront/ui';
import { catalogueProblems, serveApi } from '@storefront/ui/testing';
import ChatButton from '../src/ChatButton';
import { catalogue } from '../src/messages';
import CustomerService from '../src/pages/CustomerService';

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  document.cookie = 'lang=; Max-Age=0; Path=/';
  sessionStorage.clear();
});

const inFrench = () => act(() => chooseLanguage('fr'));
const page = () => document.body.textContent ?? '';

describe('support in French', () => {
  it('has every message in French', async () => {
    expect(await catalogueProblems(catalogue, ['contact.message', 'chat.conversation'])).toEqual([]);
  });

  it('shows the customer-service page and its answers in French', async () => {
    let fail = false;
    serveApi(() => (fail ? { status: 500, body: { message: 'Boom.' } } : { status: 202, body: {} }));
    await inFrench();
    render(<CustomerService />);
    expect(screen.getByRole('heading', { name: 'Service à la clientèle' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Nous joindre' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Votre nom'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Votre courriel'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Votre message a été envoyé. Surveillez vos courriels!')).toBeTruthy();
    expect(page()).toContain('1 800 555-0199');

    fail = true;
    fireEvent.change(screen.getByLabelText('Votre nom'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Votre courriel'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Encore' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("L'envoi a échoué. Veuillez réessayer plus tard.")).toBeTruthy();

    for (const english of ['Customer Service', 'Your Name', 'Your Email', 'Send', 'Failed to send', 'Or call', 'Questions about'])
      expect(page()).not.toContain(english);
  });

  it('frames the chat in French, and says sorry in the language shown', async () => {
    serveApi(() => ({ status: 500, body: { error: 'Something went wrong on our side.' } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await inFrench();
    render(<ChatButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Clavarder avec le service à la clientèle' }));
    expect(screen.getByRole('dialog', { name: 'Service à la clientèle - Clavardez avec nous' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Conversation' })).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Écrivez votre message' });
    expect(screen.getByPlaceholderText('Écrivez votre message')).toBe(box);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    fireEvent.change(box, { target: { value: 'allo' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('Désolé, un problème est survenu.')).toBeTruthy();
    for (const english of ['Customer Service', 'Type your message', 'Close', 'Send', 'Sorry']) expect(page()).not.toContain(english);

    // Back in English, the apology follows.
    await act(() => chooseLanguage('en'));
    expect(screen.getByText('Sorry, something went wrong.')).toBeTruthy();
  });
});
