import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, type TestDeployment, startTestDeployment } from '@storefront/testing';
import { supportService } from '../src';
import { mailingTime, morningOf } from '../src/events/gift-card-issued';
import { mailSettled, mailsIn, waitFor } from './fixtures';

/** The store's day (Toronto) `days` from now, as YYYY-MM-DD. */
const storeDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

describe('the day a gift card is mailed', () => {
  it("is at once for today's card, even before 8 in the morning, and the morning of a later day", () => {
    const early = new Date('2026-12-03T11:00:00Z'); // 6:00 in Toronto
    expect(mailingTime('2026-12-03', early)).toBe(early);
    expect(mailingTime('2026-12-01', early)).toBe(early);
    expect(mailingTime('2026-12-04', early).toISOString()).toBe('2026-12-04T13:00:00.000Z');
  });

  it('is 8 in the morning in Toronto, in winter (UTC−5) and in summer (UTC−4)', () => {
    expect(morningOf('2026-12-24').toISOString()).toBe('2026-12-24T13:00:00.000Z');
    expect(morningOf('2027-07-01').toISOString()).toBe('2027-07-01T12:00:00.000Z');
  });
});

describe.each(BACKENDS)('gift card mails on $label', (backend) => {
  let deployment: TestDeployment;
  let support: StartedTestService;
  const card = (over: Record<string, unknown>) => ({
    giftCardId: crypto.randomUUID(),
    code: 'K7QX-M2PA-9RTW-H4CD',
    lastFour: 'H4CD',
    amount: 50,
    recipientEmail: 'grace@example.ca',
    recipientName: 'Grace',
    senderName: 'Ada',
    message: 'Joyeux Noël',
    deliverOn: storeDay(0),
    ...over,
  });

  beforeAll(async () => {
    deployment = await startTestDeployment(backend, 'support-gift-cards');
    support = await deployment.start(supportService, { env: { ORDERS_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(async () => deployment?.close());

  it("mails today's card at once, with its code, message and how to use it, then forgets the mail's text", async () => {
    const event = createEvent('gift-card.issued', card({}));
    await support.bus.publish(event);
    await support.bus.publish(event);
    const about = () => mailsIn(support.dataDir).filter((m) => m.includes('Subject: A Maple Market gift card for you: $50.00'));
    const [mail] = await waitFor(() => (about().length > 0 ? about() : undefined), 'the gift card mail');
    await mailSettled(support);
    expect(about()).toHaveLength(1);
    expect(mail).toMatch(/^To: grace@example\.ca$/m);
    expect(mail).toContain('Ada sent you a Maple Market gift card of $50.00.');
    expect(mail).toContain('Joyeux Noël');
    expect(mail).toContain('K7QX-M2PA-9RTW-H4CD');
    expect(mail).toContain('It never expires and carries no fees.');
    const { rows } = await support.db.query<{ body: string; sent: boolean }>(
      `SELECT body, sent_at IS NOT NULL AS sent FROM support.outgoing_mail WHERE subject LIKE 'A Maple Market gift card%'`,
    );
    expect(rows).toEqual([{ body: '', sent: true }]);
  });

  it('keeps a later card for the morning of its day, in the language it was bought in', async () => {
    await support.bus.publish(
      createEvent('gift-card.issued', card({ deliverOn: storeDay(10), language: 'fr', recipientEmail: 'lin@example.ca' })),
    );
    const rows = await waitFor(async () => {
      const found = await support.db.query<{ subject: string; due: Date; sent: boolean }>(
        `SELECT subject, next_attempt_at AS due, sent_at IS NOT NULL AS sent FROM support.outgoing_mail WHERE recipient = 'lin@example.ca'`,
      );
      return found.rows.length > 0 ? found.rows : undefined;
    }, 'the French gift card mail to be queued');
    expect(rows[0]!.subject.replace(/\s/g, ' ')).toBe('Une carte-cadeau Maple Market pour vous : 50,00 $');
    expect(new Date(rows[0]!.due).toISOString()).toBe(morningOf(storeDay(10)).toISOString());
    expect(rows[0]!.sent).toBe(false);
  });
});
