import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload, EventType, Language } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, type TestDeployment, mailParts, mailsIn, startTestDeployment } from '@storefront/testing';
import { supportService } from '../src';
import { emailVerificationMail, passwordResetMail } from '../src/domain/account-mails';
import { cancellationMail, orderLinkMail, refundMail, returnMail, shipmentMail } from '../src/domain/order-mails';
import { receiptSubject, receiptText } from '../src/domain/replies';
import { acknowledgement } from '../src/routes/support';
import { mailSettled, waitFor } from './fixtures';

// The mails to a French shopper: written whole in French (subject, body, signature, amounts and dates
// as fr-CA writes them), and the same payload in English exactly as before French came.

/** Intl writes no-break spaces in "1 234,56 $" and "14 h 30"; compared here as plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const both = (m: { subject: string; text: string }) => plain(`${m.subject}\n${m.text}`);

const ORDER_ID = 'af4173bd-0000-4000-8000-000000000000';
const party = (language?: Language) => ({
  orderId: ORDER_ID,
  userId: 'u',
  customerEmail: 'zoe@example.ca',
  customerName: 'Zoé',
  ...(language ? { language } : {}),
});
const toque = { productId: 'p', name: 'Tuque en mérinos', quantity: 2 };
const NOV_22 = '2026-11-22T15:00:00Z';
const FRENCH_SIGNATURE = 'Maple Market · 100, rue Queen Ouest, Toronto (Ontario)  M5H 2N2 · 1 800 555-0199';
const ENGLISH_SIGNATURE = 'Maple Market · 100 Queen Street West, Toronto, ON M5H 2N2 · 1-800-555-0199';

const cancelled = (language?: Language) => ({
  ...party(language),
  reason: 'Mauvaise taille',
  cancelledBy: 'shopper' as const,
  wasPaid: true,
  refundAmount: 1234.56,
  cancelledAt: NOV_22,
});
const shipped = (language?: Language) => ({
  ...party(language),
  carrier: 'Postes Canada',
  trackingNumber: '7023 4567',
  items: [toque],
  shippedAt: '2026-11-01T15:00:00Z',
});
const returned = (language?: Language) => ({
  ...party(language),
  returnId: 'r1',
  returnNumber: 'R-4F7A2C',
  items: [toque],
  reason: 'Trop petite',
  requestedAt: NOV_22,
});
const refunded = (language?: Language) => ({
  ...party(language),
  refundId: 'f1',
  amount: 1234.56,
  currency: 'cad' as const,
  items: [toque],
  orderFullyRefunded: true,
  refundedAt: NOV_22,
});
const linked = (language?: Language) => ({
  orderId: ORDER_ID,
  email: 'zoe@example.ca',
  customerName: 'Zoé',
  orderUrl: `https://shop.example.ca/orders/${ORDER_ID}?access=${'a'.repeat(43)}`,
  expiresAt: NOV_22,
  ...(language ? { language } : {}),
});
const reset = (language?: Language) => ({
  userId: 'u',
  name: 'Zoé',
  email: 'zoe@example.ca',
  resetUrl: `https://shop.example.ca/reset-password?token=${'x'.repeat(43)}`,
  expiresAt: '2026-11-22T19:30:00Z',
  ...(language ? { language } : {}),
});
const verify = (language?: Language) => ({
  userId: 'u',
  name: 'Zoé',
  email: 'zoe@example.ca',
  verifyUrl: `https://shop.example.ca/verify-email?token=${'v'.repeat(43)}`,
  expiresAt: '2026-11-22T19:30:00Z',
  ...(language ? { language } : {}),
});
const paid = (language?: Language) => ({
  ...party(language),
  items: [
    { productId: 'p', name: 'Sirop d’érable', price: 12.5, quantity: 2 },
    { productId: 'q', name: 'Canot', price: 1209.56, quantity: 1 },
  ],
  subtotal: 1234.56,
  tax: 160.49,
  totalAmount: 1395.05,
  currency: 'cad' as const,
  paidAt: NOV_22,
});

describe('the mails to a French shopper', () => {
  it('says a cancellation in French: the amount going back, the date, the French page names', () => {
    const mail = both(cancellationMail(cancelled('fr'), 'fr'));
    expect(mail).toContain('Votre commande Maple Market AF4173BD est annulée');
    expect(mail).toContain('Bonjour Zoé,');
    expect(mail).toContain('Votre commande AF4173BD a été annulée à votre demande le 22 novembre 2026. Raison : Mauvaise taille');
    expect(mail).toContain('le montant total de 1 234,56 $ sera remboursé sur la carte utilisée pour le paiement');
    expect(mail).toContain('dans un délai de 5 à 10 jours ouvrables');
    expect(mail).toContain('sous Retours et commandes');
    expect(mail).toContain('formulaire de contact (/customer-service)');
    expect(mail.endsWith(FRENCH_SIGNATURE)).toBe(true);
    const unpaid = both(cancellationMail({ ...cancelled('fr'), cancelledBy: 'staff', wasPaid: false, refundAmount: 0, reason: '' }, 'fr'));
    expect(unpaid).toContain('a été annulée par notre équipe le 22 novembre 2026.\n');
    expect(unpaid).toContain('Cette commande ne vous a pas été facturée : il n’y a donc rien à rembourser.');
  });

  it('gives the carrier and tracking number in French, and writes the first of the month "1er"', () => {
    const mail = both(shipmentMail(shipped('fr'), 'fr'));
    expect(mail).toMatch(/^Votre commande Maple Market AF4173BD a été expédiée\n/);
    expect(mail).toContain('Bonne nouvelle : votre commande AF4173BD a quitté notre entrepôt le 1er novembre 2026.');
    expect(mail).toContain('  2 x Tuque en mérinos');
    expect(mail).toContain('  Transporteur : Postes Canada');
    expect(mail).toContain('  Numéro de suivi : 7023 4567');
    expect(mail.endsWith(FRENCH_SIGNATURE)).toBe(true);
  });

  it('gives the return number, what to send back, and a bilingual label in a straight box', () => {
    const { subject, text } = returnMail(returned('fr'), 'fr');
    expect(subject).toBe('Votre retour R-4F7A2C pour la commande AF4173BD : les articles à renvoyer');
    expect(text).toContain('Votre numéro de retour est R-4F7A2C.');
    expect(text).toMatch(/Articles à nous renvoyer :\n {2}2 x Tuque en mérinos/);
    expect(text).toContain('Raison indiquée : Trop petite');
    expect(text).toContain('Déposez le colis dans n’importe quel comptoir de Postes Canada. Les retours sont gratuits : le port est payé.');
    const label = text.slice(text.indexOf('+---'), text.lastIndexOf('---+') + 4);
    expect(label).toContain('| RETOUR MAPLE MARKET - PORT PAYÉ');
    expect(label).toContain('| MAPLE MARKET RETURN - POSTAGE PAID');
    expect(label).toMatch(/\| Nº de retour \/ Return no\.: +R-4F7A2C +\|/);
    expect(label).toMatch(/\| Nº de commande \/ Order no\.: +AF4173BD +\|/);
    expect(label).toMatch(/\| De \/ From: +Zoé +\|/);
    expect(label).toMatch(/\| À \/ To: +Maple Market Returns +\|\n\| +100 Queen Street West +\|\n\| +Toronto, ON M5H 2N2 +\|/);
    expect(new Set(label.split('\n').map((l) => l.length)).size).toBe(1);
  });

  it('gives the amount refunded as fr-CA writes it, in the subject and the body', () => {
    const { subject, text } = refundMail(refunded('fr'), 'fr');
    expect(plain(subject)).toBe('Votre remboursement de 1 234,56 $ pour la commande AF4173BD');
    expect(plain(text)).toContain(
      'Nous avons remboursé 1 234,56 $ CA sur la carte utilisée pour payer la commande AF4173BD, le 22 novembre 2026.',
    );
    expect(text).toMatch(/Ce remboursement couvre :\n {2}2 x Tuque en mérinos/);
    expect(text).toContain('C’est la totalité de ce que vous avez payé pour cette commande.');
    const whole = refundMail({ ...refunded('fr'), items: [] }, 'fr').text;
    expect(whole).toContain('Il s’agit du remboursement complet de la commande AF4173BD.');
  });

  it('sends the link to an order found on Retrouver ma commande, with how long it works', () => {
    const mail = both(orderLinkMail(linked('fr'), 'fr'));
    expect(mail).toMatch(/^Votre commande Maple Market AF4173BD\nBonjour Zoé,/);
    expect(mail.split('\n')).toContain(linked().orderUrl);
    expect(mail).toContain('comme demandé à la page Retrouver ma commande :');
    expect(mail).toContain('fonctionne pendant 30 jours (jusqu’au 22 novembre 2026)');
    expect(mail).toContain('la page Retrouver ma commande (/find-order) vous en donnera un nouveau');
    expect(mail).toContain('Si vous n’avez rien demandé, ignorez ce courriel');
  });

  it('sends the password link and the email confirmation link in French, times as "14 h 30"', () => {
    const resetMail = passwordResetMail(reset('fr'), 'fr');
    expect(resetMail.subject).toBe('Choisissez un nouveau mot de passe Maple Market');
    expect(resetMail.text.split('\n')).toContain(reset().resetUrl);
    expect(plain(resetMail.text)).toContain('Le lien ne fonctionne qu’une fois, pendant une heure (jusqu’à 14 h 30, heure de Toronto).');
    expect(resetMail.text).toContain('Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.');

    const verifyMail = emailVerificationMail(verify('fr'), 'fr');
    expect(verifyMail.subject).toBe('Confirmez votre adresse courriel Maple Market');
    expect(verifyMail.text).toContain('Veuillez confirmer que zoe@example.ca est bien l’adresse de votre compte Maple Market');
    expect(verifyMail.text).toContain('sous Vos commandes');
    expect(plain(verifyMail.text)).toContain('Le lien fonctionne pendant 48 heures (jusqu’au 22 novembre à 14 h 30, heure de Toronto).');
    expect(verifyMail.text.endsWith(FRENCH_SIGNATURE)).toBe(true);
  });

  it('writes the receipt in French: lines, subtotal, taxes and total as fr-CA writes amounts', () => {
    expect(receiptSubject(ORDER_ID, 'fr')).toBe('Votre reçu Maple Market pour la commande AF4173BD');
    const receipt = plain(receiptText(paid('fr'), 'fr'));
    expect(receipt).toContain('Bonjour Zoé,');
    expect(receipt).toContain('Merci de votre commande! Voici votre reçu pour la commande AF4173BD, payée le 22 novembre 2026.');
    expect(receipt).toContain('  2 x Sirop d’érable à 12,50 $ = 25,00 $');
    expect(receipt).toContain('  1 x Canot à 1 209,56 $ = 1 209,56 $');
    expect(receipt).toContain('  Sous-total : 1 234,56 $');
    expect(receipt).toContain('  Livraison : 0,00 $');
    expect(receipt).toContain('  TPS/TVH et taxe provinciale : 160,49 $');
    expect(receipt).toContain('  Total facturé : 1 395,05 $ CA');
    expect(receipt).toContain('Suivez votre commande sous Retours et commandes. Les retours sont gratuits pendant 30 jours.');
    const guest = plain(receiptText({ ...paid('fr'), orderUrl: linked().orderUrl }, 'fr'));
    expect(guest).toContain(`Consultez votre commande en tout temps : ${linked().orderUrl}`);
    expect(guest).toContain('la page Retrouver ma commande (/find-order) vous en donnera un nouveau');
    expect(guest).not.toContain('Retours et commandes');
  });

  it('lists each tax on its own line, where and when the order goes, and the registrations of the taxes charged', () => {
    // A Quebec order: GST 5 % and QST 9.975 % of 1,234.56 are 61.73 and 123.15 (123.147...).
    const quebec = {
      ...paid('fr'),
      tax: 184.88,
      totalAmount: 1419.44,
      taxes: [
        { name: 'GST', rate: 5, amount: 61.73 },
        { name: 'QST', rate: 9.975, amount: 123.15 },
      ],
      shippingAddress: {
        fullName: 'Zoé Tremblay',
        street: '1 rue Saint-Jean',
        apartment: 'App. 3',
        city: 'Québec',
        province: 'QC',
        country: 'Canada',
        postalCode: 'G1R 1N3',
      },
      deliveryDate: '2026-11-24',
    };
    const numbers = { gstHst: '123456789 RT0001', qst: '1234567890 TQ0001', bcPst: 'PST-1234-5678' };
    const french = plain(receiptText(quebec, 'fr', numbers));
    expect(french).toContain('  TPS (5 %) : 61,73 $\n  TVQ (9,975 %) : 123,15 $\n  Total facturé : 1 419,44 $ CA');
    expect(french).not.toContain('taxe provinciale');
    expect(french).toContain(
      'Livraison à :\n  Zoé Tremblay\n  1 rue Saint-Jean\n  App. 3\n  Québec (Québec) G1R 1N3\n  Canada\nDate de livraison : mardi 24 novembre',
    );
    expect(french).toContain('N° d’inscription à la TPS/TVH : 123456789 RT0001\nN° d’inscription à la TVQ : 1234567890 TQ0001\n');
    // Only the registrations of the taxes charged: no BC PST on a Quebec order.
    expect(french).not.toContain('PST-1234-5678');
    const english = receiptText(quebec, 'en', numbers);
    expect(english).toContain('  GST (5%): $61.73\n  QST (9.975%): $123.15\n');
    expect(english).toContain(
      'Delivery to:\n  Zoé Tremblay\n  1 rue Saint-Jean\n  App. 3\n  Québec, QC G1R 1N3\n  Canada\nDelivery date: Tuesday, November 24',
    );
    expect(english).toContain('GST/HST registration no. 123456789 RT0001\nQST registration no. 1234567890 TQ0001');
    // No number set: no line for it.
    expect(receiptText(quebec, 'en')).not.toContain('registration no.');
  });

  it('lists on the receipt each discount the order got, between the subtotal and the tax', () => {
    const discounted = {
      ...paid('fr'),
      discounts: [{ code: 'BOXING25', description: 'Boxing Day', amount: 302.39 }],
      tax: 121.18,
      totalAmount: 1053.35,
    };
    const receipt = plain(receiptText(discounted, 'fr'));
    // 1 234,56 − 302,39 = 932,17, taxed 121,18: 1 053,35.
    expect(receipt).toContain('  Sous-total : 1 234,56 $\n  BOXING25: Boxing Day : -302,39 $\n  Livraison : 0,00 $');
    expect(plain(receiptText(discounted, 'en'))).toContain('  BOXING25: Boxing Day: -$302.39');
  });

  it('acknowledges a contact message in French with nothing but the reference', () => {
    const ack = acknowledgement('ABCD1234', 'fr');
    expect(ack.subject).toBe('Nous avons reçu votre message (ABCD1234)');
    expect(ack.text).toContain('Votre numéro de référence est ABCD1234.');
    expect(ack.text).toContain('Service à la clientèle Maple Market · 1 800 555-0199');
  });

  it('has no English left in a French mail', () => {
    const french = [
      cancellationMail(cancelled('fr'), 'fr'),
      shipmentMail(shipped('fr'), 'fr'),
      returnMail(returned('fr'), 'fr'),
      refundMail(refunded('fr'), 'fr'),
      orderLinkMail(linked('fr'), 'fr'),
      passwordResetMail(reset('fr'), 'fr'),
      emailVerificationMail(verify('fr'), 'fr'),
      { subject: receiptSubject(ORDER_ID, 'fr'), text: receiptText(paid('fr'), 'fr') },
      acknowledgement('ABCD1234', 'fr'),
    ];
    for (const mail of french) {
      // The label's English half is on purpose; links are the same paths in both languages.
      const text = both(mail)
        .replace(/\+-+\+[\s\S]*\+-+\+/, '')
        .replace(/https:\S+|\(\/[a-z-]+\)/g, '');
      expect(text, mail.subject).not.toMatch(/\b(Hello|Your|order|refund|Thank|Returns & Orders|Find my order|the)\b/);
      expect(text, mail.subject).not.toMatch(/\$\d/); // English amounts
    }
  });
});

describe('the same mails in English', () => {
  it('are as they always were, for a language of en and for an event without one', () => {
    expect(cancellationMail(cancelled('en'), 'en')).toEqual({
      subject: 'Your Maple Market order AF4173BD is cancelled',
      text: [
        'Hello Zoé,',
        '',
        'Your order AF4173BD was cancelled as you asked on November 22, 2026. Reason: Mauvaise taille',
        '',
        'You had paid for it, so the full $1234.56 goes back to the card you paid with. We will email you again when the payment provider confirms the refund; it usually shows on your statement within 5-10 business days.',
        '',
        'Your orders are under Returns & Orders. Questions? Write to us through the contact form (/customer-service).',
        '',
        ENGLISH_SIGNATURE,
      ].join('\n'),
    });
    expect(refundMail(refunded('en'), 'en')).toEqual({
      subject: 'Your refund of $1234.56 for order AF4173BD',
      text: [
        'Hello Zoé,',
        '',
        'We refunded $1234.56 CAD to the card you paid with for order AF4173BD, on November 22, 2026.',
        '',
        'It refunds:',
        '  2 x Tuque en mérinos',
        '',
        'That is everything you paid for this order.',
        '',
        'Banks usually show a refund on your statement within 5-10 business days. Not there after 10 business days? Write to us through the contact form (/customer-service) with the order number.',
        '',
        ENGLISH_SIGNATURE,
      ].join('\n'),
    });
    expect(receiptSubject(ORDER_ID, 'en')).toBe('Your Maple Market receipt for order AF4173BD');
    expect(receiptText(paid('en'), 'en')).toBe(
      [
        'Hello Zoé,',
        '',
        'Thank you for your order! This is your receipt for order AF4173BD, paid on November 22, 2026.',
        '',
        '  2 x Sirop d’érable @ $12.50 = $25.00',
        '  1 x Canot @ $1209.56 = $1209.56',
        '',
        '  Subtotal: $1234.56',
        '  Shipping: $0.00',
        '  GST/HST and provincial tax: $160.49',
        '  Total charged: $1395.05 CAD',
        '',
        'Your order page offers this receipt as a PDF.',
        'Follow your order under Returns & Orders. Returns are free within 30 days.',
        '',
        ENGLISH_SIGNATURE,
      ].join('\n'),
    );
    expect(shipmentMail(shipped('en'), 'en').text).toContain('Good news: your order AF4173BD left our warehouse on November 1, 2026.');
    expect(returnMail(returned('en'), 'en').text).toContain('| MAPLE MARKET RETURN - POSTAGE PAID');
    expect(orderLinkMail(linked('en'), 'en').text).toContain('works for 30 days (until November 22, 2026)');
    expect(passwordResetMail(reset('en'), 'en').text).toContain('(until 2:30 p.m., Toronto time)');
    expect(emailVerificationMail(verify('en'), 'en').text).toContain('(until November 22 at 2:30 p.m., Toronto time)');
    expect(acknowledgement('ABCD1234', 'en').subject).toBe('We received your message (ABCD1234)');

    // An event from before the language was recorded carries none: English, word for word.
    expect(cancellationMail(cancelled(), undefined)).toEqual(cancellationMail(cancelled('en'), 'en'));
    expect(shipmentMail(shipped(), undefined)).toEqual(shipmentMail(shipped('en'), 'en'));
    expect(returnMail(returned(), undefined)).toEqual(returnMail(returned('en'), 'en'));
    expect(refundMail(refunded(), undefined)).toEqual(refundMail(refunded('en'), 'en'));
    expect(orderLinkMail(linked(), undefined)).toEqual(orderLinkMail(linked('en'), 'en'));
    expect(passwordResetMail(reset(), undefined)).toEqual(passwordResetMail(reset('en'), 'en'));
    expect(emailVerificationMail(verify(), undefined)).toEqual(emailVerificationMail(verify('en'), 'en'));
    expect(receiptText(paid())).toEqual(receiptText(paid('en'), 'en'));
    expect(receiptSubject(ORDER_ID, undefined)).toBe(receiptSubject(ORDER_ID, 'en'));
  });
});

const sentMails = (dataDir: string) => mailsIn(dataDir).map(mailParts);

describe.each(BACKENDS)('French mails sent by the consumers, on $label', (backend) => {
  let deployment: TestDeployment;
  let support: StartedTestService;

  beforeAll(async () => {
    deployment = await startTestDeployment(backend, 'support-french-mails');
    support = await deployment.start(supportService, {
      env: { ORDERS_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9', SUPPORT_INBOX: 'help@maplemarket.test' },
    });
  });
  afterAll(async () => deployment?.close());

  /** Publishes the event and waits for the mail with this subject, decoded as the shopper reads it. */
  async function mailed<T extends EventType>(type: T, payload: EventPayload<T>, subject: string) {
    await support.bus.publish(createEvent(type, payload));
    return waitFor(() => sentMails(support.dataDir).find((m) => plain(m.subject) === subject), subject);
  }

  it('mails each step of a French order, and each account link, in French', async () => {
    const id = () => crypto.randomUUID();
    const ref = (orderId: string) => orderId.slice(0, 8).toUpperCase();
    const fr = (orderId: string) => ({ ...party('fr'), orderId });

    const paidId = id();
    const receipt = await mailed(
      'payment.completed',
      { ...paid('fr'), orderId: paidId },
      `Votre reçu Maple Market pour la commande ${ref(paidId)}`,
    );
    expect(receipt.to).toBe('zoe@example.ca');
    expect(plain(receipt.text)).toContain('Total facturé : 1 395,05 $ CA');

    const cancelledId = id();
    const cancellation = await mailed(
      'order.cancelled',
      { ...cancelled('fr'), ...fr(cancelledId) },
      `Votre commande Maple Market ${ref(cancelledId)} est annulée`,
    );
    expect(plain(cancellation.text)).toContain('le montant total de 1 234,56 $ sera remboursé');

    const shippedId = id();
    const shipment = await mailed(
      'order.shipped',
      { ...shipped('fr'), ...fr(shippedId) },
      `Votre commande Maple Market ${ref(shippedId)} a été expédiée`,
    );
    expect(shipment.text).toContain('Numéro de suivi : 7023 4567');

    const returnedId = id();
    const returnMailSent = await mailed(
      'return.requested',
      { ...returned('fr'), ...fr(returnedId), returnId: id() },
      `Votre retour R-4F7A2C pour la commande ${ref(returnedId)} : les articles à renvoyer`,
    );
    expect(returnMailSent.text).toContain('| RETOUR MAPLE MARKET - PORT PAYÉ');

    const refundedId = id();
    const refund = await mailed(
      'order.refunded',
      { ...refunded('fr'), ...fr(refundedId), refundId: id() },
      `Votre remboursement de 1 234,56 $ pour la commande ${ref(refundedId)}`,
    );
    expect(refund.text).toContain('C’est la totalité de ce que vous avez payé pour cette commande.');

    const linkId = id();
    const link = await mailed('order.link-requested', { ...linked('fr'), orderId: linkId }, `Votre commande Maple Market ${ref(linkId)}`);
    expect(link.text.split('\n')).toContain(linked().orderUrl);
    expect(link.text).toContain('Retrouver ma commande');

    const future = new Date(Date.now() + 3600_000).toISOString();
    const resetSent = await mailed(
      'user.password-reset-requested',
      { ...reset('fr'), email: 'reset-fr@example.ca', expiresAt: future },
      'Choisissez un nouveau mot de passe Maple Market',
    );
    expect(resetSent.to).toBe('reset-fr@example.ca');
    expect(plain(resetSent.text)).toMatch(/jusqu’à \d{1,2} h \d{2}, heure de Toronto/);

    const verifySent = await mailed(
      'user.email-verification-requested',
      { ...verify('fr'), email: 'verify-fr@example.ca', expiresAt: future },
      'Confirmez votre adresse courriel Maple Market',
    );
    expect(verifySent.text).toContain('Veuillez confirmer que verify-fr@example.ca est bien l’adresse de votre compte');

    // The same step of an order placed in English is mailed in English.
    const englishId = id();
    const english = await mailed(
      'order.shipped',
      { ...shipped('en'), orderId: englishId },
      `Your Maple Market order ${ref(englishId)} has shipped`,
    );
    expect(english.text).toContain('Tracking number: 7023 4567');
    await mailSettled(support);
  });

  it('acknowledges a message from a French page in French, and forwards it to staff in English', async () => {
    const res = await request(support.app)
      .post('/api/support/contact')
      .set('X-Forwarded-For', '198.51.100.77')
      .set('Cookie', 'lang=fr')
      .send({ name: 'Zoé Tremblay', email: 'zoe.contact@example.ca', message: 'Ma tuque est arrivée dans la mauvaise couleur.' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Votre message a été envoyé. Surveillez vos courriels!');
    const ref = res.body.id.slice(0, 8).toUpperCase();
    const ack = await waitFor(() => sentMails(support.dataDir).find((m) => m.to === 'zoe.contact@example.ca'), 'the acknowledgement');
    expect(ack.subject).toBe(`Nous avons reçu votre message (${ref})`);
    expect(ack.text).toContain(`Votre numéro de référence est ${ref}.`);
    expect(ack.text).not.toContain('tuque');
    const forward = await waitFor(
      () => sentMails(support.dataDir).find((m) => m.to === 'help@maplemarket.test' && m.subject.includes(ref)),
      'the forward',
    );
    // A visitor typed the address: staff are told it is not proven.
    expect(forward.subject).toBe(`Contact form ${ref}: Zoé Tremblay <zoe.contact@example.ca> (address not proven)`);
    expect(forward.text).toContain('Address: NOT proven.');
    expect(forward.text).toContain('Ma tuque est arrivée dans la mauvaise couleur.');

    // Accept-Language alone (no saved choice) says French too; the cookie wins over it.
    const byBrowser = await request(support.app)
      .post('/api/support/contact')
      .set('X-Forwarded-For', '198.51.100.78')
      .set('Accept-Language', 'fr-CA,fr;q=0.9,en;q=0.8')
      .send({ name: 'Zoé', email: 'zoe.browser@example.ca', message: 'Une autre question pour vous.' });
    const byBrowserRef = byBrowser.body.id.slice(0, 8).toUpperCase();
    const byBrowserAck = await waitFor(
      () => sentMails(support.dataDir).find((m) => m.to === 'zoe.browser@example.ca'),
      'the second acknowledgement',
    );
    expect(byBrowserAck.subject).toBe(`Nous avons reçu votre message (${byBrowserRef})`);
    const chosen = await request(support.app)
      .post('/api/support/contact')
      .set('X-Forwarded-For', '198.51.100.79')
      .set('Accept-Language', 'fr-CA')
      .set('Cookie', 'lang=en')
      .send({ name: 'Zoé', email: 'zoe.english@example.ca', message: 'Une autre question pour vous.' });
    expect(chosen.body.message).toBe('Your message has been sent. Please check your email!');
    const chosenAck = await waitFor(
      () => sentMails(support.dataDir).find((m) => m.to === 'zoe.english@example.ca'),
      'the English acknowledgement',
    );
    expect(chosenAck.subject).toBe(`We received your message (${chosen.body.id.slice(0, 8).toUpperCase()})`);
  });
});
