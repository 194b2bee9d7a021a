import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type StartedTestService, type TestDeployment, startTestDeployment, testAuth } from '@storefront/testing';
import { supportService } from '../src';
import { answer } from '../src/domain/answers';
import type { Intent } from '../src/domain/intents';
import { latestOrderAnswer, returnStatusAnswer } from '../src/domain/replies';
import { anOrder, fakeOrders } from './fixtures';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe("the French answers from a shopper's orders", () => {
  const toque = { productId: 'p', variantId: 'p', name: 'Tuque en mérinos', options: {}, quantity: 1 };
  const shipment = { carrier: 'Postes Canada', trackingNumber: '7023 4567', shippedAt: '2026-11-21T15:00:00Z' };

  it('names the order, its status in French, its amount and dates as fr-CA writes them', () => {
    expect(plain(latestOrderAnswer(anOrder('Pending Payment'), 'fr'))).toBe(
      'Votre dernière commande, AF4173BD (Merino Toque, 28,24 $), passée le 20 novembre 2026, a le statut « En attente de paiement ». Elle attend votre paiement : ouvrez Vos commandes (/orders) et choisissez Passer à la caisse pour la payer.',
    );
    expect(latestOrderAnswer(anOrder('Paid'), 'fr')).toMatch(/« Payée »\. Sa livraison est prévue le mardi 24 novembre\.$/);
    expect(latestOrderAnswer(anOrder('Shipped', { shipment }), 'fr')).toMatch(
      /« Expédiée »\. Elle a été confiée à Postes Canada \(numéro de suivi 7023 4567\) et devrait vous parvenir d’ici le mardi 24 novembre\.$/,
    );
    expect(latestOrderAnswer(anOrder('Payment Failed'), 'fr')).toMatch(/« Paiement refusé ».*choisissez Acheter de nouveau/);
    expect(latestOrderAnswer(anOrder('Delivered', { shipment, deliveredAt: '2026-11-24T15:00:00Z' }), 'fr')).toMatch(
      /« Livrée »\. Elle a été livrée le 24 novembre 2026\. .*gratuits dans les 30 jours suivant la livraison : ouvrez la commande sous Retours et commandes/,
    );
    expect(plain(latestOrderAnswer(anOrder('Cancelled'), 'fr'))).toMatch(
      /« Annulée »\. Elle a été annulée, et le montant de 28,24 \$ que vous avez payé sera remboursé sur votre carte/,
    );
    expect(latestOrderAnswer(undefined, 'fr')).toMatch(/^Je ne trouve encore aucune commande dans votre compte\./);
  });

  it('says where a return or refund stands in French', () => {
    const ret = {
      _id: 'r1',
      returnNumber: 'R-4F7A2C',
      status: 'Received' as const,
      reason: 'Trop petite',
      items: [toque],
      requestedAt: '2026-12-01T15:00:00Z',
      receivedAt: '2026-12-05T15:00:00Z',
    };
    const refund = {
      _id: 'f1',
      amount: 1228.24,
      status: 'Succeeded' as const,
      reason: 'Retour',
      items: [toque],
      createdAt: '2026-12-06T15:00:00Z',
      settledAt: '2026-12-07T15:00:00Z',
    };
    const delivered = { shipment, deliveredAt: '2026-11-24T15:00:00Z' };
    expect(returnStatusAnswer([anOrder('Return Received', { ...delivered, returns: [ret] })], undefined, 'fr')).toMatch(
      /^Nous avons reçu votre retour R-4F7A2C pour la commande AF4173BD \(1 x Tuque en mérinos\) le 5 décembre 2026\. Votre remboursement est en cours/,
    );
    expect(plain(returnStatusAnswer([anOrder('Refunded', { ...delivered, returns: [ret], refunds: [refund] })], 'r-4f7a2c', 'fr'))).toMatch(
      /^Un remboursement de 1 228,24 \$ a été versé sur votre carte pour la commande AF4173BD \(1 x Tuque en mérinos\) le 7 décembre 2026\./,
    );
    expect(returnStatusAnswer([], 'R-999999', 'fr')).toMatch(/^Je ne trouve aucun retour R-999999 dans votre compte\./);
    expect(returnStatusAnswer([], undefined, 'fr')).toMatch(
      /^Vous n’avez aucun retour ni remboursement en cours\. Pour retourner un article/,
    );
  });
});

describe.each(BACKENDS)('the chat in French, on $label', (backend) => {
  const orders = fakeOrders();
  let deployment: TestDeployment;
  let support: StartedTestService;
  let zoe: Record<string, string>;
  let client = 0;

  beforeAll(async () => {
    const ordersUrl = await orders.start();
    deployment = await startTestDeployment(backend, 'support-french-chat');
    support = await deployment.start(supportService, { env: { ORDERS_URL: ordersUrl, CATALOG_URL: 'http://127.0.0.1:9' } });
    const userId = crypto.randomUUID();
    zoe = { Authorization: `Bearer ${await (await testAuth()).tokenFor({ userId, name: 'Zoé', email: 'zoe@example.ca' })}` };
    orders.state.userId = userId;
    orders.state.authorization = zoe.Authorization!;
  });
  afterAll(async () => {
    await deployment?.close();
    await orders.stop();
  });

  // Each from its own address: the chat allows 30 messages a minute per client.
  const chat = (message: string, headers: Record<string, string>) =>
    request(support.app)
      .post('/chat')
      .set({ 'X-Forwarded-For': `203.0.113.${++client % 250}`, ...headers })
      .send({ message });
  const FRENCH_PAGE = { Cookie: 'lang=fr' };
  const FRENCH_BROWSER = { 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.8' };

  const questions: Array<[string, Intent]> = [
    ['Où est ma commande?', 'order-status'],
    ['La livraison prend combien de temps?', 'delivery-time'],
    ['Je veux retourner un article', 'returns'],
    ['Acceptez-vous Mastercard?', 'payment-methods'],
    ['Mot de passe oublié', 'sign-in'],
    ['TPS TVQ', 'tax'],
    ['Comment vous joindre par téléphone?', 'contact'],
    ['Bonjour', 'greeting'],
    ['Merci!', 'thanks'],
    ['Quelle température fera-t-il demain à Montréal?', 'out-of-scope'],
  ];

  it.each([
    ['the language cookie', FRENCH_PAGE],
    ['Accept-Language', FRENCH_BROWSER],
  ])('answers French questions in French on a French page (%s), for every topic', async (_how, headers) => {
    for (const [question, topic] of questions) {
      const res = await chat(question, headers);
      expect(res.status, question).toBe(200);
      expect(res.body.topic, question).toBe(topic);
      expect(res.body.message, question).toBe(answer(topic, 'fr'));
    }
  });

  it('answers an English question on a French page in French, and an English page as before', async () => {
    const tax = await chat('how much is hst in ontario?', FRENCH_PAGE);
    expect(tax.body.topic).toBe('tax');
    expect(tax.body.message).toBe(answer('tax', 'fr'));
    expect((await chat('hi, where is my order?', FRENCH_BROWSER)).body.message).toBe(answer('order-status', 'fr'));

    const hello = await chat('hi', {});
    expect(hello.body).toMatchObject({ topic: 'greeting', message: expect.stringMatching(/^Hello! I'm the Maple Market assistant/) });
    expect((await chat('how much is hst in ontario?', {})).body.message).toMatch(/HST of 13% in Ontario/);
    expect((await chat('can you recommend a good movie?', {})).body.message).toBe(answer('out-of-scope', 'en'));
    // A French question on an English page: understood, answered in English.
    const where = await chat('Où est ma commande?', { 'Accept-Language': 'en-CA' });
    expect(where.body.topic).toBe('order-status');
    expect(where.body.message).toMatch(/^You can follow every order under Returns & Orders/);
    // The saved choice wins over the browser's languages.
    expect((await chat('Bonjour', { ...FRENCH_BROWSER, Cookie: 'lang=en' })).body.message).toMatch(
      /^Hello! I'm the Maple Market assistant/,
    );
  });

  it("answers a signed-in shopper's order and refund questions from their orders, in French", async () => {
    const delivered = {
      shipment: { carrier: 'Postes Canada', trackingNumber: '7023', shippedAt: '2026-11-02T15:00:00Z' },
      deliveredAt: '2026-11-04T15:00:00Z',
    };
    orders.state.orders = [anOrder('Shipped', { shipment: delivered.shipment })];
    const where = await chat('elle est rendue où ma commande?', { ...zoe, ...FRENCH_PAGE });
    expect(where.body.topic).toBe('order-status');
    expect(plain(where.body.message)).toMatch(
      /^Votre dernière commande, AF4173BD \(Merino Toque, 28,24 \$\), passée le 20 novembre 2026, a le statut « Expédiée »\. Elle a été confiée à Postes Canada/,
    );
    // Asked in English on a French page: the same order, in French.
    expect((await chat('where is my order?', { ...zoe, ...FRENCH_PAGE })).body.message).toMatch(/« Expédiée »/);

    const ret = {
      _id: 'r1',
      returnNumber: 'R-4F7A2C',
      status: 'Requested' as const,
      reason: 'Trop petite',
      items: [{ productId: 'p', variantId: 'p', name: 'Merino Toque', options: {}, quantity: 1 }],
      requestedAt: '2026-11-10T15:00:00Z',
      receivedAt: null,
    };
    orders.state.orders = [anOrder('Return Requested', { ...delivered, returns: [ret] })];
    for (const question of ['Avez-vous reçu mon retour?', 'Où en est mon remboursement?', 'statut du retour R-4F7A2C']) {
      const res = await chat(question, { ...zoe, ...FRENCH_BROWSER });
      expect(res.body.topic, question).toBe('refund-status');
      expect(res.body.message, question).toMatch(
        /^Votre retour R-4F7A2C pour la commande AF4173BD \(1 x Merino Toque\) attend votre colis/,
      );
    }
    // How returns work is the policy, even signed in.
    expect((await chat('Comment faire un retour?', { ...zoe, ...FRENCH_PAGE })).body.message).toBe(answer('returns', 'fr'));
    // A French question on an English page: the shopper's order, in English.
    expect((await chat('Où en est mon remboursement?', zoe)).body.message).toMatch(/^Your return R-4F7A2C for order AF4173BD/);

    orders.state.down = true;
    try {
      const res = await chat('où est ma commande', { ...zoe, ...FRENCH_PAGE });
      expect(res.body.message).toBe(
        'Je n’arrive pas à joindre le système des commandes pour le moment. Vous pouvez voir toutes vos commandes sous Retours et commandes (/orders), ou me reposer la question dans un instant.',
      );
    } finally {
      orders.state.down = false;
    }
  });
});
