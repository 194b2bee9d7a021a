import { describe, expect, it } from 'vitest';
import type { Language, Order } from '@storefront/contracts';
import { missingMessages, pseudoLocalise } from '@storefront/contracts/catalogue-checks';
import type { Messages } from '@storefront/contracts/i18n';
import { LANGUAGES } from '@storefront/contracts/languages';
import { STORE_NAME, pageTexts } from '@storefront/contracts/pages';
import { renderHead } from '../gateway/src/pages/head';
import { gatewayMessages } from '../gateway/src/pages/messages';
import { answerPage, categoryHead } from '../gateway/src/pages/store-pages';
import * as say from '../services/support/src/domain/answers';
import { cancellationMail, returnMail } from '../services/support/src/domain/order-mails';
import { latestOrderAnswer, receiptText, returnStatusAnswer } from '../services/support/src/domain/replies';
import { supportMessages } from '../services/support/src/messages';

// Adding a language is adding catalogue files: shown with a pseudo-locale built here from the English
// catalogues ("Your order" → "[Ýóür órdér]") and put beside the store's languages. A page head, mails
// and chat replies drawn in it must show every word from a catalogue: any plain English left once the
// bracketed words and the facts they were given (names, numbers, dates, addresses) are taken away is a
// text written in code.

const PSEUDO = 'en-XA';
const pseudo = PSEUDO as Language;
supportMessages.add(PSEUDO, pseudoLocalise(supportMessages.catalogue.en));
pageTexts.add(PSEUDO, pseudoLocalise(pageTexts.catalogue.en));
gatewayMessages.add(PSEUDO, pseudoLocalise(gatewayMessages.catalogue.en));

/** What is left of a text without its bracketed (catalogue) parts and the given facts. */
function leftOver(text: string, facts: readonly string[]): string {
  let rest = text;
  for (const fact of [...facts].sort((a, b) => b.length - a.length)) rest = rest.split(fact).join(' ');
  for (let before = ''; before !== rest;) [before, rest] = [rest, rest.replace(/\[[^[\]]*\]/g, ' ')];
  return rest;
}

function expectPseudoLocalised(text: string, facts: readonly string[] = []) {
  // Outside the brackets: nothing but the facts and punctuation.
  const outside = leftOver(text, [STORE_NAME, ...facts]);
  expect(outside.match(/[A-Za-z]+/g) ?? [], `${outside}\nin:\n${text}`).toEqual([]);
  // Inside them too (a text in code given to a message as a value): every letter is accented.
  const anywhere = leftOver(text.replace(/[[\]]/g, ' '), [STORE_NAME, ...facts]);
  expect(anywhere.match(/[A-Za-z]+/g) ?? [], `${anywhere}\nin:\n${text}`).toEqual([]);
}

const CUSTOMER = 'Zoé Tremblay';
const order = (status: Order['status'], more: Partial<Order> = {}): Order =>
  ({
    _id: 'af4173bd-0000-4000-8000-000000000001',
    userId: 'u1',
    items: [{ productId: 'p1', name: 'Merino Toque', price: 24.99, quantity: 1 }],
    totalAmount: 28.24,
    status,
    paymentStatus: status === 'Pending Payment' ? 'Pending' : 'Paid',
    createdAt: '2026-11-20T15:00:00Z',
    deliveryDate: '2026-11-24',
    returns: [],
    refunds: [],
    ...more,
  }) as Order;
const DATES = ['Tuesday, November 24', 'November 20, 2026', 'November 24, 2026', 'November 25, 2026', 'December 24, 2026'];
const ORDER_FACTS = ['AF4173BD', '1 x Merino Toque', 'Merino Toque', '$28.24', ...DATES];

describe('a pseudo-locale built from the catalogues', () => {
  it('draws the gateway page heads in it: titles, descriptions, a category, a page that is not found', async () => {
    const ctx = {
      lookups: {} as never,
      publicUrl: 'https://shop.example',
      onUnknown: () => {},
    };
    const heads = await Promise.all(
      ['/cart', '/customer-service', '/products', '/no-such-page'].map((path) =>
        answerPage({ path, search: '', caller: {} as never, language: pseudo }, ctx),
      ),
    );
    const category = categoryHead({ name: 'Winter Gear', slug: 'winter-gear', count: 3 } as never, ctx.publicUrl, pseudo);
    for (const head of [...heads.map((a) => (a.kind === 'page' ? a.head : undefined)), category]) {
      expect(head).toBeDefined();
      const html = renderHead(head!);
      const visible = [
        ...html.matchAll(/<title>([^<]*)<\/title>|(?:name|property)="(?:description|og:title|og:description)" content="([^"]*)"/g),
      ].map((m) => m[1] ?? m[2] ?? '');
      expect(visible.length).toBeGreaterThan(1);
      expect(visible.join('\n')).toContain('[');
      for (const text of visible) expectPseudoLocalised(text, ['Winter Gear']);
    }
    expect(category.description).toMatch(/^\[Šĥóþ Winter Gear áţ Ɱáþĺé Ɱáŕķéţ: 3 þŕóďüçţš, /);
  });

  it('writes the receipt and an order’s mails in it', () => {
    const receipt = receiptText(
      {
        customerName: CUSTOMER,
        orderId: 'AF4173BD',
        items: [{ productId: 'p1', name: 'Merino Toque', price: 24.99, quantity: 1 }],
        subtotal: 24.99,
        tax: 3.25,
        totalAmount: 28.24,
        paidAt: '2026-11-20T15:00:00Z',
        orderUrl: 'https://shop.example/orders/af41?access=t0ken',
      },
      pseudo,
    );
    for (const mail of [receipt]) expect(mail).toContain('[');
    expect(receipt).toMatch(/^\[Ĥéĺĺó Zoé Tremblay,\]/);
    expectPseudoLocalised(receipt, [CUSTOMER, 'https://shop.example/orders/af41?access=t0ken', ...ORDER_FACTS, '$24.99', '$3.25', '$0.00']);

    const cancelled = cancellationMail(
      {
        orderId: 'af4173bd-0000-4000-8000-000000000001',
        customerName: CUSTOMER,
        cancelledBy: 'shopper',
        cancelledAt: '2026-11-25T15:00:00Z',
        reason: 'Ordered twice',
        wasPaid: true,
        refundAmount: 28.24,
      } as never,
      pseudo,
    );
    for (const text of [cancelled.subject, cancelled.text]) expectPseudoLocalised(text, [CUSTOMER, 'Ordered twice', ...ORDER_FACTS]);

    const returned = returnMail(
      {
        orderId: 'af4173bd-0000-4000-8000-000000000001',
        customerName: CUSTOMER,
        returnNumber: 'R-4F7A2C',
        items: [{ productId: 'p1', name: 'Merino Toque', quantity: 1 }],
        reason: 'Too small',
      } as never,
      pseudo,
    );
    const address = ['Maple Market Returns', '100 Queen Street West', 'Toronto, ON M5H 2N2', 'Canada'];
    for (const text of [returned.subject, returned.text])
      expectPseudoLocalised(text, [CUSTOMER, 'R-4F7A2C', 'Too small', ...address, ...ORDER_FACTS]);
  });

  it('answers in the chat in it', () => {
    const replies = [
      latestOrderAnswer(order('Pending Payment'), pseudo),
      latestOrderAnswer(
        order('Shipped', { shipment: { carrier: 'Canada Post', trackingNumber: '7023 4567', shippedAt: '2026-11-21T15:00:00Z' } }),
        pseudo,
      ),
      latestOrderAnswer(order('Cancelled'), pseudo),
      returnStatusAnswer([order('Delivered', { deliveredAt: '2026-11-24T15:00:00Z' })], undefined, pseudo),
      say.confirmCancel('AF4173BD', pseudo),
      say.cannotCancel('AF4173BD', 'Payment Review', pseudo),
      say.ticketNeedsEmail('T-ABC234', pseudo),
      say.answer('returns', pseudo),
      say.unknown(pseudo),
    ];
    for (const reply of replies) expect(reply).toMatch(/^\[/);
    for (const reply of replies) expectPseudoLocalised(reply, ['Canada Post', '7023 4567', 'T-ABC234', ...ORDER_FACTS]);
    expect(replies[0]).toMatch(
      /^\[Ýóüŕ ĺáţéšţ óŕďéŕ, AF4173BD \(Merino Toque, \$28\.24\), þĺáçéď November 20, 2026, íš \[Þéñďíñĝ Þáýɱéñţ\]\.\] /,
    );
  });

  it('names every key a language of the store lacks, in every catalogue', () => {
    for (const catalogue of [supportMessages, pageTexts, gatewayMessages]) {
      expect(Object.keys(catalogue.catalogue).sort()).toEqual([...LANGUAGES].sort());
      expect(missingMessages(catalogue.catalogue as Record<string, Messages>)).toEqual([]);
    }
    expect(missingMessages({ en: { a: 'A', b: 'B' }, fr: { a: 'Á', b: ' ' }, es: { a: 'Á' } })).toEqual(['fr: b', 'es: b']);
  });
});
