import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTENT_NAMES } from '../src/domain/intents';
import { Assistant, TRAINING } from '../src/domain/understanding';
import { evaluateAssistant } from '../eval/assistant-evaluation';
import { EARLIER_QUESTIONS, EARLIER_TOPIC_KINDS } from '../eval/development';
import { HELD_OUT } from '../eval/held-out';

/** The held-out figures as first measured (npm run evaluate prints them in full): floors, as messages
 * answered on an acceptable kind out of all, and at most this many "I don't know"s. The held-out set is
 * never tuned on: when these fall, the training phrasings are improved against the development set. */
const STATED = {
  en: { acceptable: 0.9, unknownAtMost: 0.02 }, // measured 90.1%, 0.8%
  fr: { acceptable: 0.89, unknownAtMost: 0.02 }, // measured 89.4%, 0.6%
  development: { en: 0.95, fr: 0.94 }, // measured 95.1%, 94.8%
};

let assistant: Assistant;
beforeAll(async () => {
  assistant = await Assistant.trained();
}, 60_000);

describe('the training phrasings', () => {
  it('cover every kind of request in both languages, and share no message with the held-out set', () => {
    const plain = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    for (const language of ['en', 'fr'] as const) {
      for (const intent of INTENT_NAMES) expect(TRAINING[language][intent].length, `${language} ${intent}`).toBeGreaterThanOrEqual(15);
      const trained = new Set(Object.values(TRAINING[language]).flat().map(plain));
      const copied = Object.values(HELD_OUT[language])
        .flat()
        .filter((m) => trained.has(plain(m)));
      expect(copied, `${language} held-out messages also in the training phrasings`).toEqual([]);
    }
  });
});

describe.each(['en', 'fr'] as const)('the assistant on the held-out messages in %s', (language) => {
  it('answers on an acceptable kind of request, and rarely says it does not know', async () => {
    const report = await evaluateAssistant(assistant, language, HELD_OUT[language]);
    const { messages, acceptable, unknown } = report.total;
    const summary = report.kinds.map((k) => `${k.kind} ${k.acceptable}/${k.messages}`).join(', ');
    expect(acceptable / messages, `${language}: ${acceptable}/${messages} acceptable (${summary})`).toBeGreaterThanOrEqual(
      STATED[language].acceptable,
    );
    expect(unknown / messages, `${language}: ${unknown}/${messages} unknown`).toBeLessThanOrEqual(STATED[language].unknownAtMost);
    // Every kind is measured, and none is left behind.
    expect(report.kinds.map((k) => k.kind).sort()).toEqual([...INTENT_NAMES].sort());
    for (const k of report.kinds) expect(k.acceptable / k.messages, `${language} ${k.kind}`).toBeGreaterThanOrEqual(0.5);
  });

  it('answers the earlier assistant’s questions on one of their topics', async () => {
    const questions = EARLIER_QUESTIONS[language];
    let well = 0;
    for (const q of questions) if (EARLIER_TOPIC_KINDS[q.topic].includes((await assistant.understand(q.text, language)).intent)) well++;
    expect(well / questions.length).toBeGreaterThanOrEqual(STATED.development[language]);
  });
});

describe('the trained model', () => {
  it('is kept for the next start with the same phrasings, loads fast, and a damaged copy is trained again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assistant-cache-'));
    try {
      const fresh = await Assistant.trained(TRAINING, dir);
      expect(fs.readdirSync(dir)).toHaveLength(1);
      const [kept] = fs.readdirSync(dir);
      const started = Date.now();
      const loaded = await Assistant.trained(TRAINING, dir);
      expect(Date.now() - started).toBeLessThan(1000);
      const messages = Object.values(HELD_OUT.en).flat().slice(0, 200);
      for (const m of messages) expect((await loaded.understand(m, 'en')).intent, m).toBe((await fresh.understand(m, 'en')).intent);
      // Other phrasings are another model.
      await Assistant.trained({ ...TRAINING, en: { ...TRAINING.en, greeting: [...TRAINING.en.greeting, 'hullo'] } }, dir);
      expect(fs.readdirSync(dir)).toHaveLength(2);
      // A damaged copy: trained again, not a refusal to start.
      fs.writeFileSync(path.join(dir, kept!), '{"truncated');
      expect((await (await Assistant.trained(TRAINING, dir)).understand('where is my order', 'en')).intent).toBe('order-status');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('what a message names', () => {
  const now = new Date('2026-11-25T15:00:00Z');
  const read = (message: string, language: 'en' | 'fr' = 'en') => assistant.understand(message, language, now);

  it('reads our order numbers, other numbers after "order" or "#", and return numbers', async () => {
    expect((await read('where is order 5f3a9c21?')).orderNumber).toBe('5F3A9C21');
    expect((await read('cancel #5F3A9C21 please')).orderNumber).toBe('5F3A9C21');
    expect((await read('status of order no. 88231')).orderNumber).toBe('88231');
    expect((await read('annuler la commande AF4173BD', 'fr')).orderNumber).toBe('AF4173BD');
    expect((await read('what about my return R-4F7A2C')).returnNumber).toBe('R-4F7A2C');
    expect((await read('what about my return R-4F7A2C')).orderNumber).toBeUndefined();
    // Words that happen to be hex, and a template's placeholder, are not numbers.
    expect((await read('I want to cancel my order, it was defaced')).orderNumber).toBeUndefined();
    expect((await read('cancel order {{Order Number}}')).orderNumber).toBeUndefined();
  });

  it("reads the day a message names on the shop's calendar, in either language, never in the future", async () => {
    expect((await read('where is the order I placed yesterday')).day).toBe('2026-11-24');
    // 8:30 pm in Toronto is already the next day in UTC: yesterday is still the 24th there.
    expect((await assistant.understand('where is the order I placed yesterday', 'en', new Date('2026-11-26T01:30:00Z'))).day).toBe(
      '2026-11-24',
    );
    // The 25th is a Wednesday: "on Saturday" is the last one, not next one's date a year back.
    expect((await read('where is the order I placed on Saturday')).day).toBe('2026-11-21');
    expect((await read('where is the order I placed on March 3')).day).toBe('2026-03-03');
    expect((await read('ma commande du 18 novembre', 'fr')).day).toBe('2026-11-18');
    expect((await read('where is my order')).day).toBeUndefined();
  });

  it('tells the language of a message by its words, and reads it in that language whatever the page', async () => {
    expect(assistant.languageOf('where is my order?')).toBe('en');
    expect(assistant.languageOf('où est ma commande?')).toBe('fr');
    expect(await read('où est ma commande?', 'en')).toMatchObject({ intent: 'order-status', language: 'fr' });
    expect(await read('where is my order?', 'fr')).toMatchObject({ intent: 'order-status', language: 'en' });
  });
});
