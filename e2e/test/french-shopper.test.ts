import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailsTo } from '@storefront/testing';
import { launchBrowser, newShopperDetails, openShopper } from '../src/browser';

// A shopper who reads the store in French: they switch in the footer, make their account on the French
// page and get its mail in French; on another browser (English, by its languages) signing in brings
// the store back in French, because the account remembers it; switching back to English there is saved
// too, and the next mail is in English.

const url = inject('storeUrl');
const dataDir = inject('storeDataDir');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The mails to an address, waited for until there are `count`. */
async function mailsFor(address: string, count: number): Promise<string[]> {
  const start = Date.now();
  for (;;) {
    const mails = mailsTo(dataDir, address);
    if (mails.length >= count) return mails;
    if (Date.now() - start > 15_000) throw new Error(`expected ${count} mail(s) to ${address}, found ${mails.length}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '';

describe('a shopper who reads the store in French', () => {
  it('gets their mails in French, and finds the store in French on another browser once signed in', async () => {
    const details = newShopperDetails('Léa Tremblay');

    // The footer's switch, then the account made on the French page.
    const first = await openShopper(browser, url);
    await first.page.goto('/register');
    await first.page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
    await first.page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
    expect(await first.page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await first.page.getByLabel('Nom', { exact: true }).fill(details.name);
    await first.page.getByLabel('Courriel').fill(details.email);
    await first.page.getByLabel('Mot de passe').fill(details.password);
    await first.page.getByRole('button', { name: 'Créer mon compte' }).click();
    await first.page.getByText('Votre compte est prêt et votre session est ouverte.').waitFor();
    await first.page.getByText(`Nous avons envoyé un lien à ${details.email}.`, { exact: false }).waitFor();
    const [welcome] = await mailsFor(details.email, 1);
    expect(subjectOf(welcome!)).toBe('Confirmez votre adresse courriel Maple Market');
    expect(welcome).toMatch(/^Bonjour Léa Tremblay,/m);
    await first.context.close();

    // Another browser, English by its languages: the page opens in English, and signing in brings French.
    const second = await openShopper(browser, url);
    await second.page.goto('/login');
    expect(await second.page.evaluate(() => document.documentElement.lang)).toBe('en-CA');
    await second.page.getByLabel('Email').fill(details.email);
    await second.page.getByLabel('Password').fill(details.password);
    await second.page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await second.page.waitForFunction(() => document.documentElement.lang === 'fr-CA', undefined, { timeout: 10_000 });
    await second.page.getByRole('button', { name: /Compte et listes/ }).waitFor();
    // The gateway answers the next page in French too (the browser remembers the account's choice).
    const html = await (await second.page.request.get('/orders', { headers: { Accept: 'text/html' } })).text();
    expect(html).toMatch(/<html[^>]*lang="fr-CA"/);

    // Back to English on this browser: saved on the account, so the next mail is in English.
    const saving = second.page.waitForResponse((r) => r.url().endsWith('/language') && r.request().method() === 'PUT');
    await second.page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await second.page.waitForFunction(() => document.documentElement.lang === 'en-CA');
    expect((await saving).status()).toBe(200);
    await second.page.goto('/forgot-password');
    await second.page.getByLabel('Email').fill(details.email);
    await second.page.getByRole('button', { name: 'Send me a link' }).click();
    const subjects = (await mailsFor(details.email, 2)).map(subjectOf);
    expect(subjects).toContain('Choose a new Maple Market password');
    expect(subjects).not.toContain('Choisissez un nouveau mot de passe Maple Market');
    expect(second.errors).toEqual([]);
    await second.context.close();
  });

  it("sees prices written as the browser's own Intl writes dollars in French and in English", async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    // The store writes dollars without Intl (packages/ui/src/dollars.ts): here, against this browser's.
    const cardPrices = async (locale: string) => {
      await page.getByTestId('product-card').first().waitFor();
      const cards = await page
        .getByTestId('product-card')
        .evaluateAll((elements) =>
          elements
            .slice(0, 8)
            .map((card) => ({ text: (card as HTMLElement).innerText, href: card.querySelector('a')?.getAttribute('href') ?? '' })),
        );
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const id = card.href.split('/').pop()!;
        const { price } = (await (await fetch(`${url}/api/products/${id}`)).json()) as { price: number };
        const expected = await page.evaluate(
          ([amount, tag]) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD' }).format(amount),
          [price, locale] as const,
        );
        expect(card.text).toContain(expected);
      }
    };
    await page.goto('/');
    await cardPrices('en-CA');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr-CA');
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).waitFor();
    await cardPrices('fr-CA');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('finds a category at its French address from a search engine, and its English twin when switching back', async () => {
    // An English browser arriving on the French address: the page is French, and stays so.
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    await page.goto('/categorie/vetements');
    await page.getByRole('heading', { level: 1, name: 'Vêtements' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`));
    expect(alternates).toEqual(['en-CA /category/clothing', 'fr-CA /categorie/vetements', 'x-default /category/clothing']);
    // The menu leads to the French addresses; a product's trail leads back to its category's.
    const menu = page.getByRole('navigation', { name: /catégories/i });
    expect(await menu.getByRole('link', { name: 'Maison et cuisine' }).first().getAttribute('href')).toBe('/categorie/maison-et-cuisine');
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Vêtements' }).click();
    await page.waitForURL(/\/categorie\/vetements$/);
    // (Once the page has moved the focus to its heading, as it does on arriving.)
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    // Typing in the search box: what finishes the word, the categories and products so named.
    const box = page.getByRole('combobox', { name: 'Rechercher dans Maple Market' });
    await box.pressSequentially('casq', { delay: 30 });
    const offers = page.getByRole('listbox', { name: 'Suggestions' });
    await offers.getByRole('option', { name: 'casque', exact: true }).waitFor();
    expect(await offers.getByRole('group', { name: 'Produits' }).getByRole('option').first().textContent()).toMatch(/^Casque d'écoute/);
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/search\?query=casque$/);
    await page.getByTestId('product-card').first().waitFor();
    // English chosen in the footer: the same category at its English address.
    await page.goto('/categorie/vetements');
    await page.getByRole('heading', { level: 1, name: 'Vêtements' }).waitFor();
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Clothing' }).waitFor();
    await page.waitForURL(/\/category\/clothing$/);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});
