import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, type TestDeployment, startTestDeployment } from '@storefront/testing';
import { supportService } from '../src';
import { mailSettled, mailsIn, waitFor } from './fixtures';

describe.each(BACKENDS)('review invitation mails on $label', (backend) => {
  let deployment: TestDeployment;
  let support: StartedTestService;
  const invitation = (over: Partial<EventPayload<'review.invited'>>): EventPayload<'review.invited'> => ({
    orderId: crypto.randomUUID(),
    userId: crypto.randomUUID(),
    email: 'ada@example.ca',
    name: 'Ada Lovelace',
    items: [
      {
        productId: 'p1',
        name: 'Parka',
        options: { Size: 'M', Colour: 'Red' },
        reviewUrl: 'https://shop.example.ca/product/p1#write-review',
      },
      { productId: 'p2', name: 'Toque', reviewUrl: 'https://shop.example.ca/product/p2#write-review' },
    ],
    stopUrl: 'https://shop.example.ca/review-invitations?token=abc',
    ...over,
  });

  beforeAll(async () => {
    deployment = await startTestDeployment(backend, 'support-review-invitations');
    support = await deployment.start(supportService, { env: { ORDERS_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(async () => deployment?.close());

  it('mails the buyer once per order: each product with its link, and the link that stops them', async () => {
    const orderId = crypto.randomUUID();
    const event = createEvent('review.invited', invitation({ orderId }));
    await support.bus.publish(event);
    // Another event about the same order (not the same event again) mails nothing more either.
    await support.bus.publish(createEvent('review.invited', invitation({ orderId })));
    const about = () => mailsIn(support.dataDir).filter((m) => m.includes('Subject: How is your Maple Market order'));
    const [mail] = await waitFor(() => (about().length > 0 ? about() : undefined), 'the invitation');
    await mailSettled(support);
    expect(about()).toHaveLength(1);
    expect(mail).toMatch(/^To: ada@example\.ca$/m);
    expect(mail).toContain('  Parka (Size M · Red)');
    expect(mail).toContain('https://shop.example.ca/product/p1#write-review');
    expect(mail).toContain('https://shop.example.ca/product/p2#write-review');
    expect(mail).toContain('https://shop.example.ca/review-invitations?token=abc');
  });

  it('writes to a French-speaking buyer in French', async () => {
    await support.bus.publish(createEvent('review.invited', invitation({ language: 'fr', email: 'lin@example.ca' })));
    const rows = await waitFor(async () => {
      const found = await support.db.query<{ subject: string }>(
        `SELECT subject FROM support.outgoing_mail WHERE recipient = 'lin@example.ca'`,
      );
      return found.rows.length > 0 ? found.rows : undefined;
    }, 'the French invitation');
    expect(rows[0]!.subject).toMatch(/^Que pensez-vous de votre commande Maple Market /);
  });
});
