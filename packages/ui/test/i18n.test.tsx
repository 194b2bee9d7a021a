import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  currentLanguage,
  defineMessages,
  formatMoney,
  formatsFor,
  i18n,
  languageFrom,
  uiMessages,
  useLanguage,
} from '../src';
import { catalogueProblems } from '../src/testing';

const messages = defineMessages('ui-test', {
  en: { greeting: 'Hello, {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' },
  fr: { greeting: 'Bonjour, {{name}}', items_one: '{{count}} article', items_other: '{{count}} articles' },
});

function Greeting() {
  const t = messages.useText();
  const { formats } = useLanguage();
  return (
    <p>
      {t('greeting', { name: 'Zoé' })} · {t('items', { count: 2 })} · {formats.money(1234.56)} · {formats.date('2026-11-22T12:00:00Z')}
    </p>
  );
}

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

afterEach(async () => {
  await chooseLanguage('en');
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('the translation layer', () => {
  it('picks the first of the browser languages the store speaks, else English', () => {
    expect(languageFrom(['fr-CA', 'en'])).toBe('fr');
    expect(languageFrom(['de-DE', 'en-GB'])).toBe('en');
    expect(languageFrom(['de', 'FR'])).toBe('fr');
    expect(languageFrom([])).toBe('en');
  });

  it('writes prices, numbers and dates as each language does', () => {
    expect(formatsFor('en').money(1234.56)).toBe('$1,234.56');
    expect(plain(formatsFor('fr').money(1234.56))).toBe('1 234,56 $');
    expect(formatsFor('en').date('2026-11-22T12:00:00Z')).toBe('November 22, 2026');
    expect(formatsFor('fr').date('2026-11-22T12:00:00Z')).toBe('22 novembre 2026');
    expect(plain(formatsFor('fr').number(12345.5))).toBe('12 345,5');
  });

  it('switches every text and format on the page without a reload, and remembers the choice', async () => {
    render(<Greeting />);
    expect(screen.getByText(/Hello, Zoé · 2 items · \$1,234\.56 · November 22, 2026/)).toBeTruthy();
    await act(() => chooseLanguage('fr'));
    expect(plain(screen.getByText(/Bonjour/).textContent!)).toBe('Bonjour, Zoé · 2 articles · 1 234,56 $ · 22 novembre 2026');
    expect(document.cookie).toContain('lang=fr');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(currentLanguage()).toBe('fr');
    expect(plain(formatMoney(5))).toBe('5,00 $');
    expect(messages.text('items', { count: 1 })).toBe('1 article');
  });

  it("re-renders a catalogue's texts when its messages change, not for another team's catalogue", async () => {
    let renders = 0;
    function Shown() {
      return <p>{messages.useText()('greeting', { name: 'Zoé' })}</p>;
    }
    render(
      <Profiler id="shown" onRender={() => (renders += 1)}>
        <Shown />
      </Profiler>,
    );
    const before = renders;
    // Another team's remote arrives, and later its French: nothing of it is shown here.
    act(() => void defineMessages('ui-test-new-remote', { en: { hello: 'Hello' }, fr: { hello: 'Bonjour' } }));
    act(() => i18n.addResourceBundle('fr', 'ui-test-new-remote', { hello: 'Salut' }));
    expect(renders).toBe(before);
    // The catalogue of what is shown changes (its French arrived, or a redeploy replaced it): shown at once.
    act(() => i18n.addResourceBundle('en', 'ui-test', { greeting: 'Hi, {{name}}' }));
    expect(renders).toBe(before + 1);
    expect(screen.getByText('Hi, Zoé')).toBeTruthy();
    act(() => i18n.addResourceBundle('en', 'ui-test', messages.catalogue.en));
  });

  it('falls back to English for a message a catalogue lacks at run time, never to its key', async () => {
    i18n.addResourceBundle('en', 'ui-test-late', { late: 'Added later' });
    await chooseLanguage('fr');
    expect(i18n.t('late', { ns: 'ui-test-late' })).toBe('Added later');
    // A key no catalogue has is its own text, even one every object inherits (an error code from a server).
    expect(i18n.t('toString', { ns: 'ui-test' })).toBe('toString');
    expect(i18n.exists('constructor', { ns: 'ui-test', lng: 'fr' })).toBe(false);
  });
});

describe('the shared catalogue', () => {
  it('has every message in natural French with the same placeholders', async () => {
    // Words French writes as English does: proper names of places, and 'Province'.
    const same = ['AB', 'MB', 'NU', 'ON', 'SK', 'YT'].map((p) => `province.${p}`);
    expect(await catalogueProblems(uiMessages.catalogue, ['pager.label', 'address.province', 'country.Canada', ...same])).toEqual([]);
  });

  it('is checked: a message left in English or missing a placeholder is reported', async () => {
    expect(
      await catalogueProblems({ en: { a: 'Add to Cart', b: 'Only {{count}} left' }, fr: { a: 'Add to Cart', b: 'Plus que quelques-uns' } }),
    ).toEqual(["a: still English ('Add to Cart')", "b: 'Plus que quelques-uns' does not name the placeholders of 'Only {{count}} left'"]);
  });
});

describe('what went wrong, in the page’s language', () => {
  it('shows the service’s message in English, and its code’s French text in French', async () => {
    const { ApiError, errorMessage, fieldProblems } = await import('../src');
    const wrong = new ApiError(401, 'Please log in first.', undefined, 'auth.required');
    const unnamed = new ApiError(503, 'The catalogue is resting.');
    const fields = new ApiError(400, 'This field is required.', [
      { path: 'body.city', message: 'This field is required.', code: 'field.required' },
      { path: 'body.street', message: 'Must be at most 200 characters.', code: 'field.tooLong', values: { maximum: '200' } },
    ]);
    expect(errorMessage(wrong)).toBe('Please log in first.');
    expect(errorMessage(unnamed)).toBe('The catalogue is resting.');
    await chooseLanguage('fr');
    expect(errorMessage(wrong)).toBe('Veuillez d’abord vous connecter.');
    // No code: a general sentence for its status, never the English.
    expect(errorMessage(unnamed)).toBe('La boutique n’a pas pu le faire pour le moment. Veuillez réessayer dans un instant.');
    expect(errorMessage(new ApiError(0, 'Could not reach the store. Check your connection and try again.'))).toBe(
      'Impossible de joindre la boutique. Vérifiez votre connexion et réessayez.',
    );
    expect(fieldProblems(fields)).toEqual({ city: 'Ce champ est obligatoire.', street: 'Doit contenir au plus 200 caractères.' });
    expect(errorMessage(new Error('Something of the page’s own'), 'Le texte de la page')).toBe('Le texte de la page');
    // An order's status inside the sentence in the page's words, an unknown one as it came.
    const late = (status: string) =>
      new ApiError(409, `This order is ${status} and can no longer be cancelled.`, undefined, 'order.cancel.tooLate', { status });
    expect(errorMessage(late('Shipped'))).toBe('Cette commande a le statut « Expédiée » et ne peut plus être annulée.');
    expect(errorMessage(late('Lost at sea'))).toBe('Cette commande a le statut « Lost at sea » et ne peut plus être annulée.');
    // A field's label as the French form names it.
    const long = (label: string) =>
      new ApiError(400, `${label} must be at most 100 characters.`, undefined, 'field.label.tooLong', { label, maximum: '100' });
    expect(errorMessage(long('Full name'))).toBe('Le champ « Nom complet » doit contenir au plus 100 caractères.');
    expect(errorMessage(long('Nickname'))).toBe('Le champ « Nickname » doit contenir au plus 100 caractères.');
  });

  it('says what went right in the page’s language when the service gives its code, else as the service said it', async () => {
    const { answerMessage } = await import('../src');
    const sent = { message: 'We have sent a link to a@example.ca. …', code: 'verify.sent', values: { email: 'a@example.ca' } };
    expect(answerMessage(sent)).toBe(sent.message);
    await chooseLanguage('fr');
    expect(answerMessage(sent)).toMatch(/^Nous avons envoyé un lien à a@example\.ca\. Ouvrez-le/);
    expect(answerMessage({ message: 'Something new.', code: 'not.a.code' })).toBe('Something new.');
    expect(answerMessage({ message: 'Something new.' })).toBe('Something new.');
  });
});
