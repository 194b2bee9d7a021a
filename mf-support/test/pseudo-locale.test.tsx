import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pseudoLocalise } from '@storefront/contracts/catalogue-checks';
import { type Language, errorMessages, i18n, uiMessages } from '@storefront/ui';
import { serveApi } from '@storefront/ui/testing';
import ChatButton from '../src/ChatButton';
import { catalogue } from '../src/messages';
import CustomerService from '../src/pages/CustomerService';

// The browser's side of the one translation mechanism: the page's catalogues in a pseudo-locale built
// here from their English ("Send" → "[Šéñď]"), put in the page's one table as a new language would be.
// Every text a shopper sees or hears (text, labels, placeholders) must come out of a catalogue.

const PSEUDO = 'en-XA' as Language;

afterEach(() => {
  act(() => i18n.changeLanguage('en'));
  sessionStorage.clear();
});

function inPseudoLocale() {
  for (const { namespace, catalogue: messages } of [{ namespace: 'support', catalogue }, uiMessages, errorMessages])
    i18n.addResourceBundle(PSEUDO, namespace, pseudoLocalise(messages.en));
  act(() => i18n.changeLanguage(PSEUDO));
}

/** Every text of the page a person reads or a screen reader says. */
function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node.textContent);
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value?.trim()) texts.push(value);
    }
  return texts;
}

/** What is left of a text once its bracketed (catalogue) parts are taken away. */
function leftOver(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest;) [before, rest] = [rest, rest.replace(/\[[^[\]]*\]/g, ' ')];
  return rest;
}

function expectEveryTextPseudoLocalised() {
  const texts = shownTexts();
  expect(texts.length).toBeGreaterThan(3);
  const plain = texts.filter((text) => /[A-Za-z]/.test(leftOver(text)));
  expect(plain).toEqual([]);
}

describe('support in a pseudo-locale', () => {
  it('draws the customer-service page and its answer from the catalogues alone', async () => {
    serveApi(() => ({ status: 202, body: {} }));
    inPseudoLocale();
    render(<CustomerService />);
    expect(screen.getByRole('heading', { name: '[Çüšţóɱéŕ Šéŕṽíçé]' })).toBeTruthy();
    expectEveryTextPseudoLocalised();
    fireEvent.change(screen.getByLabelText(/Ýóüŕ Ñáɱé/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/Ýóüŕ Éɱáíĺ/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/Ɱéššáĝé/), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: /Šéñď/ }));
    expect(await screen.findByText(/^\[Ýóüŕ ɱéššáĝé ĥáš ƀééñ šéñţ/)).toBeTruthy();
  });

  it('frames the chat from the catalogues alone', () => {
    inPseudoLocale();
    render(<ChatButton />);
    fireEvent.click(screen.getAllByRole('button')[0]!);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expectEveryTextPseudoLocalised();
  });
});
