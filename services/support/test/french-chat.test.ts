import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type StartedTestService, type TestDeployment, startTestDeployment, testAuth } from '@storefront/testing';
import { supportService } from '../src';
import { Assistant, questionLanguage, understand } from '../src/domain/assistant';
import { KNOWLEDGE, type Topic } from '../src/domain/knowledge';
import { FRENCH, KNOWLEDGE_FR, frenchStem } from '../src/domain/knowledge.fr';
import { latestOrderAnswer, returnStatusAnswer } from '../src/domain/replies';
import { DEVELOPMENT, RETURN_STATUS_DEVELOPMENT } from './development-questions';
import { anOrder, fakeOrders } from './fixtures';
import { FR_DEVELOPMENT, FR_HELD_OUT, FR_MUST_DECLINE, FR_RETURN_STATUS } from './french-questions';
import { HELD_OUT, MUST_DECLINE } from './held-out-questions';
import { SEALED, SEALED_DECLINE } from './sealed-questions';

/** The French assistant's figures, as right answers out of the table's questions: floors (fewer right
 * fails; a table that grows needs its figure restated). Measured once on the held-out tables, never tuned on. */
const FR_STATED = {
  development: [46, 46],
  heldOutTopic: [52, 56],
  heldOutApartTopic: [26, 30],
  heldOutDeclined: [12, 14],
} as const;
const MAX_OVERLAP = 0.5;

const english = new Assistant();
const french = new Assistant(KNOWLEDGE_FR, FRENCH);
const assistants = { en: english, fr: french };
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

function score(table: Array<[string, Topic | 'unknown']>) {
  const misses = table.flatMap(([question, expected]) => {
    const got = french.classify(question).topic;
    return got === expected ? [] : [`${expected} → ${got}: "${question}"`];
  });
  return { right: table.length - misses.length, misses };
}
function expectAtLeast(figure: keyof typeof FR_STATED, right: number, of: number) {
  const [floor, size] = FR_STATED[figure];
  expect(of, `${figure}: the table has ${of} questions, the figure is stated out of ${size}`).toBe(size);
  expect(right, `${figure}: ${right} of ${of}, under the stated ${floor}`).toBeGreaterThanOrEqual(floor);
}

describe('the French assistant', () => {
  it('knows every topic the English one knows, with French answers', () => {
    expect(KNOWLEDGE_FR.map((k) => k.topic)).toEqual(KNOWLEDGE.map((k) => k.topic));
    expect(KNOWLEDGE_FR.find((k) => k.topic === 'order-status')?.cuesRequired).toBe(true);
  });

  it('reads French words: elisions apart, accents optional, plurals and verb endings stemmed', () => {
    expect(french.topicWords('Où est l’adresse de livraison?')).toEqual(['adress', 'livr']);
    expect(french.topicWords('ou est l adresse de livraison')).toEqual(['adress', 'livr']);
    expect(['commandes', 'commander', 'commandee', 'commande'].map((w) => frenchStem(w))).toEqual(Array(4).fill('command'));
    expect(['livraison', 'livrer', 'livrez'].map((w) => frenchStem(w))).toEqual(Array(3).fill('livr'));
    expect(['remboursement', 'rembourser', 'remboursé'].map((w) => french.topicWords(w)[0])).toEqual(Array(3).fill('rembours'));
    expect(frenchStem('colis')).toBe('colis'); // not a plural
  });

  it('gets every question it was tuned on right, and tells a return-status question from a policy one', () => {
    const { right, misses } = score(FR_DEVELOPMENT);
    expect(misses).toEqual([]);
    expectAtLeast('development', right, FR_DEVELOPMENT.length);
    for (const [question, expected] of FR_RETURN_STATUS) {
      expect(french.returnStatusQuestion(question) ?? false, question).toEqual(expected);
      if (expected) expect(['returns', 'order-status'], question).toContain(french.classify(question).topic);
    }
  });

  describe('on held-out French questions', () => {
    const phrasings = KNOWLEDGE_FR.flatMap((k) => k.phrases.map((phrase) => ({ phrase, words: new Set(french.topicWords(phrase)) })));

    // Held out by how it was made (written with the tuning questions, before any tuning, and never tuned
    // on), not by word overlap: French questions have few topic words once "est-ce que ma" is left out,
    // so shoppers' own words are often half a phrasing's. The score is also given without those.
    const nearCopy = (question: string) => {
      const words = new Set(french.topicWords(question));
      return phrasings.some((p) => {
        const shared = [...words].filter((w) => p.words.has(w)).length;
        return shared / (words.size + p.words.size - shared) >= MAX_OVERLAP;
      });
    };

    it('is measured on questions about every topic', () => {
      for (const k of KNOWLEDGE_FR)
        expect(
          FR_HELD_OUT.some(([, t]) => t === k.topic),
          `a held-out question about ${k.topic}`,
        ).toBe(true);
      expect(FR_MUST_DECLINE.length).toBeGreaterThanOrEqual(10);
    });

    it(`files at least ${FR_STATED.heldOutTopic[0]} of ${FR_STATED.heldOutTopic[1]} under the right topic (${FR_STATED.heldOutApartTopic[0]} of ${FR_STATED.heldOutApartTopic[1]} of those sharing under half their words with any phrasing)`, () => {
      const { right, misses } = score(FR_HELD_OUT);
      const apart = FR_HELD_OUT.filter(([q]) => !nearCopy(q));
      const apartScore = score(apart);
      console.log(
        `French assistant, held out: ${right}/${FR_HELD_OUT.length} on the right topic ` +
          `(${apartScore.right}/${apart.length} of those sharing under half their words with any phrasing); misses:\n  ${misses.join('\n  ')}`,
      );
      expectAtLeast('heldOutTopic', right, FR_HELD_OUT.length);
      expectAtLeast('heldOutApartTopic', apartScore.right, apart.length);
    });

    it(`declines at least ${FR_STATED.heldOutDeclined[0]} of ${FR_STATED.heldOutDeclined[1]} questions it has no answer for`, () => {
      const { right, misses } = score(FR_MUST_DECLINE.map((q) => [q, 'unknown']));
      console.log(`French assistant, held out: ${right}/${FR_MUST_DECLINE.length} declined; answered anyway:\n  ${misses.join('\n  ')}`);
      expectAtLeast('heldOutDeclined', right, FR_MUST_DECLINE.length);
    });

    it('never looks up an order for a question that only mentions one', () => {
      for (const question of [
        ...FR_MUST_DECLINE,
        'Comment passer une commande?',
        'Puis-je annuler ma commande?',
        'Y a-t-il un montant minimum de commande?',
      ])
        expect(french.classify(question).topic, question).not.toBe('order-status');
    });
  });
});

describe('a question in either language, on a page in either language', () => {
  const englishQuestions = [
    ...DEVELOPMENT.map(([q]) => q),
    ...RETURN_STATUS_DEVELOPMENT.map(([q]) => q),
    ...HELD_OUT.map(([q]) => q),
    ...MUST_DECLINE,
    ...SEALED.map(([q]) => q),
    ...SEALED_DECLINE,
  ];
  const frenchQuestions = [...FR_DEVELOPMENT.map(([q]) => q), ...FR_HELD_OUT.map(([q]) => q), ...FR_MUST_DECLINE];

  it('tells the language a question is written in by its little words', () => {
    expect(questionLanguage('where is my order?', assistants)).toBe('en');
    expect(questionLanguage('où est ma commande?', assistants)).toBe('fr');
    expect(questionLanguage('TPS TVQ', assistants)).toBeUndefined();
  });

  it('understands every English question on an English page exactly as before French came', () => {
    const changed = englishQuestions.filter((q) => understand(q, 'en', assistants).topic !== english.classify(q).topic);
    expect(changed).toEqual([]);
  });

  it('understands a question the same on a French page as on an English one: the page changes the answer’s words only', () => {
    const differs = [...englishQuestions, ...frenchQuestions].filter(
      (q) => understand(q, 'fr', assistants).topic !== understand(q, 'en', assistants).topic,
    );
    expect(differs).toEqual([]);
    for (const [q, topic] of FR_DEVELOPMENT) expect(understand(q, 'en', assistants).topic, q).toBe(topic);
  });

  it('answers a hello around a question in the other language with the question', () => {
    expect(understand('merci, where is my refund?', 'fr', assistants).topic).toBe('returns');
    expect(understand('Bonjour, où est ma commande?', 'en', assistants).topic).toBe('order-status');
    expect(understand('bonjour', 'en', assistants).topic).toBe('greeting');
  });
});

describe("the French answers from a shopper's orders", () => {
  const toque = { productId: 'p', name: 'Tuque en mérinos', quantity: 1 };
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

/** What the French answer of each topic begins with (or says). */
const FRENCH_ANSWERS: Record<Topic | 'unknown', RegExp> = {
  'order-status': /^Vous pouvez suivre toutes vos commandes sous Retours et commandes \(\/orders\)/,
  delivery: /^La livraison est toujours gratuite\./,
  returns: /^Les retours sont gratuits dans les 30 jours suivant la livraison\./,
  payment: /^Nous acceptons Visa, Mastercard et American Express/,
  account: /^Tout se trouve dans Votre compte \(\/account\)/,
  tax: /TVH de 13 % en Ontario/,
  contact: /^Vous pouvez nous écrire au moyen du formulaire de contact \(\/customer-service\).*1 800 555-0199/,
  greeting: /^Bonjour! Je suis l’assistant de Maple Market\./,
  thanks: /^Avec plaisir!/,
  unknown: /^Désolé, je n’ai pas la réponse à cette question\..*\(\/customer-service\)/,
};

describe.each(BACKENDS)('the chat in French, on $label', (backend) => {
  const orders = fakeOrders();
  let deployment: TestDeployment;
  let support: StartedTestService;
  let zoe: Record<string, string>;
  let client = 0;

  beforeAll(async () => {
    const ordersUrl = await orders.start();
    deployment = await startTestDeployment(backend, 'support-french-chat');
    support = await deployment.start(supportService, { env: { ORDERS_URL: ordersUrl } });
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

  const questions: Array<[string, Topic | 'unknown']> = [
    ['Où est ma commande?', 'order-status'],
    ['C’est quoi les frais de livraison?', 'delivery'],
    ['Je veux retourner un article', 'returns'],
    ['Acceptez-vous Mastercard?', 'payment'],
    ['Mot de passe oublié', 'account'],
    ['TPS TVQ', 'tax'],
    ['Comment vous joindre par téléphone?', 'contact'],
    ['Bonjour', 'greeting'],
    ['Merci!', 'thanks'],
    ['Vendez-vous des cartes-cadeaux?', 'unknown'],
  ];

  it.each([
    ['the language cookie', FRENCH_PAGE],
    ['Accept-Language', FRENCH_BROWSER],
  ])('answers French questions in French on a French page (%s), for every topic', async (_how, headers) => {
    for (const [question, topic] of questions) {
      const res = await chat(question, headers);
      expect(res.status, question).toBe(200);
      expect(res.body.topic, question).toBe(topic);
      expect(res.body.message, question).toMatch(FRENCH_ANSWERS[topic]);
    }
  });

  it('answers an English question on a French page in French, and an English page as before', async () => {
    const tax = await chat('how much is hst in ontario?', FRENCH_PAGE);
    expect(tax.body.topic).toBe('tax');
    expect(tax.body.message).toMatch(FRENCH_ANSWERS.tax);
    expect((await chat('hi, where is my order?', FRENCH_BROWSER)).body.message).toMatch(FRENCH_ANSWERS['order-status']);

    const hello = await chat('hi', {});
    expect(hello.body).toMatchObject({ topic: 'greeting', message: expect.stringMatching(/^Hello! I'm the Maple Market assistant/) });
    expect((await chat('how much is hst in ontario?', {})).body.message).toMatch(/HST of 13% in Ontario/);
    expect((await chat('can you recommend a good movie?', {})).body.message).toMatch(/^I'm sorry, I don't know the answer to that\./);
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
      items: [{ productId: 'p', name: 'Merino Toque', quantity: 1 }],
      requestedAt: '2026-11-10T15:00:00Z',
      receivedAt: null,
    };
    orders.state.orders = [anOrder('Return Requested', { ...delivered, returns: [ret] })];
    for (const question of ['Avez-vous reçu mon retour?', 'Où en est mon remboursement?', 'statut du retour R-4F7A2C']) {
      const res = await chat(question, { ...zoe, ...FRENCH_BROWSER });
      expect(res.body.topic, question).toBe('returns');
      expect(res.body.message, question).toMatch(
        /^Votre retour R-4F7A2C pour la commande AF4173BD \(1 x Merino Toque\) attend votre colis/,
      );
    }
    // How returns work is the policy, even signed in.
    expect((await chat('Comment faire un retour?', { ...zoe, ...FRENCH_PAGE })).body.message).toMatch(FRENCH_ANSWERS.returns);
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
