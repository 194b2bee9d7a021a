import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangFr } from '@nlpjs/lang-fr';
import { Nlp, type NlpResult } from '@nlpjs/nlp';
import * as chrono from 'chrono-node';
import { type Language, STORE_TIME_ZONE } from '@storefront/contracts';
import { INTENT_NAMES, type Intent } from './intents';
import { TRAINING_EN } from './training/en';
import { TRAINING_FR } from './training/fr';

/** What a shopper's message was understood to say. */
export interface Understanding {
  intent: Intent | 'unknown';
  /** The classifier's confidence in the intent (0..1; 0 when unknown). */
  score: number;
  /** The language the message is written in (the answer is in the page's, whatever this is). */
  language: Language;
  /** An order number quoted in the message ("#5F3A9C21", "order 88231"), upper case, without '#'. */
  orderNumber?: string;
  /** A return number quoted in the message ("R-4F7A2C"). */
  returnNumber?: string;
  /** A day the message names ("yesterday", "on March 3", "le 3 mars"), as YYYY-MM-DD, never in the future. */
  day?: string;
  /** The message is about a gift card or store credit: buying one, using one, or what is left on it. */
  giftCard?: 'buy' | 'use' | 'balance';
}

export type Corpus = Record<Language, Record<Intent, string[]>>;

interface Reader {
  training: Record<Intent, string[]>;
  /** NLP.js's language plugin (stemmer, stop words). */
  plugin: unknown;
  dates: Pick<typeof chrono, 'parse'>;
  /** The words a shopper puts before an order number ("order 88231"), as regular expressions. */
  orderWords: string[];
}

/** What the assistant reads each language with: its phrasings (training/), NLP.js's plugin, chrono's
 * date parser and the words that announce an order number. A language the store adds needs a line here. */
const READERS: Record<Language, Reader> = {
  en: { training: TRAINING_EN, plugin: LangEn, dates: chrono, orderWords: ['order', 'purchase', 'no\\.?', 'number'] },
  fr: { training: TRAINING_FR, plugin: LangFr, dates: chrono.fr, orderWords: ['commande', 'achat', 'n°', 'numéro', 'numero'] },
};
export const TRAINING = Object.fromEntries(Object.entries(READERS).map(([language, r]) => [language, r.training])) as Corpus;

/** Below this the classifier's best guess is no better than a guess: the assistant says it does not
 * know and points to a person. Chosen by 5-fold cross-validation on the training phrasings
 * (`node --import tsx services/support/eval/evaluate.ts --assistant-folds`), never on the held-out set:
 * 0.2 and 0.3 read as many right, 0.4 and 0.5 say "I don't know" more (English 1.8%, 2.9%) for no gain. */
export const MIN_SCORE = 0.3;

const LANGUAGES = Object.keys(READERS) as Language[];

/** Our order numbers are the first 8 hex digits of the order's id (orderNumberOf); shoppers also quote
 * other shops' or made-up numbers ("order 88231"), which must be read as a number to look up (and not
 * found), not ignored. */
const ORDER_NUMBER = /(?<![\w-])#?(?=[0-9a-f]{0,7}\d)[0-9a-f]{8}(?![\w-])/gi;
const ORDER_WORDS = LANGUAGES.flatMap((language) => READERS[language].orderWords).join('|');
const QUOTED_NUMBER = new RegExp(`(?:#|\\b(?:${ORDER_WORDS})\\s*#?\\s*)(\\d[\\w-]{3,15})\\b`, 'gi');
const RETURN_NUMBER = /\bR-[0-9A-Z]{4,12}\b/gi;

/** Bumped when the way the model is built changes without its phrasings changing (a cached model is
 * then trained again). */
const MODEL_VERSION = 1;
const NLPJS_VERSION = (createRequire(import.meta.url)('@nlpjs/nlp/package.json') as { version: string }).version;

const SETTINGS = {
  languages: LANGUAGES,
  autoSave: false,
  autoLoad: false,
  forceNER: true,
  calculateSentiment: false,
  threshold: 0,
  nlu: { log: false, spellCheck: true, spellCheckDistance: 1, useNoneFeature: true },
};

async function newNlp(): Promise<Nlp> {
  const container = await containerBootstrap();
  for (const language of LANGUAGES) container.use(READERS[language].plugin);
  return new Nlp(structuredClone(SETTINGS), container);
}

/** Words of a text for telling its language (and for the evaluation's baseline): lower case, without
 * accents, digits and punctuation. */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1);

/**
 * The assistant's understanding: an NLP.js neural intent classifier per language, trained on the
 * phrasings in training/ (in a second or two, when the service starts), its spell check reading
 * one-letter typos, and its regular-expression entities for order and return numbers; dates are read by
 * chrono. Messages come in any of the store's languages whatever the page says: the language whose training words the
 * message uses most reads it, and the others get a turn when the first cannot place it.
 */
export class Assistant {
  private constructor(
    private readonly nlp: Nlp,
    private readonly ownWords: Record<Language, Set<string>>,
  ) {}

  /**
   * The assistant trained on `corpus`. Training takes a second or two, so the trained model is kept in
   * `cacheDir` (the system's temporary folder unless told otherwise; `null` for none) under a name made
   * from the phrasings and the settings, and the next start with the same phrasings loads it in about
   * 0.1 s. The model is always served as loaded from its export, trained now or earlier, so both answer
   * alike (NLP.js's export leaves out a little of the freshly trained state).
   */
  static async trained(corpus: Corpus = TRAINING, cacheDir: string | null = os.tmpdir()): Promise<Assistant> {
    // Everything the model is made of: a change to any trains it again (the regular expressions as text:
    // NLP.js's export changes how a RegExp turns into JSON for the whole process).
    const made = { MODEL_VERSION, SETTINGS, NLPJS_VERSION, entities: [ORDER_NUMBER.source, RETURN_NUMBER.source], corpus };
    const key = createHash('sha256').update(JSON.stringify(made)).digest('hex').slice(0, 20);
    const file = cacheDir === null ? undefined : path.join(cacheDir, `maple-market-assistant-${key}.json`);
    let model = file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    if (!model) {
      const nlp = await newNlp();
      for (const language of LANGUAGES) {
        for (const intent of INTENT_NAMES) for (const phrasing of corpus[language][intent]) nlp.addDocument(language, phrasing, intent);
        nlp.addNerRegexRule(language, 'ordernumber', ORDER_NUMBER);
        nlp.addNerRegexRule(language, 'returnnumber', RETURN_NUMBER);
      }
      await nlp.train();
      model = nlp.export(true);
      if (file) {
        // Written whole or not at all: another process may be starting with the same phrasings.
        const partial = `${file}.${process.pid}.${Date.now()}`;
        try {
          fs.writeFileSync(partial, model);
          fs.renameSync(partial, file);
        } catch {
          fs.rmSync(partial, { force: true }); // a read-only temporary folder: train again next time
        }
      }
    }
    const nlp = await newNlp();
    try {
      nlp.import(model);
    } catch {
      // A damaged cache file: train again rather than refuse to start.
      if (file) fs.rmSync(file, { force: true });
      return Assistant.trained(corpus, null);
    }
    const vocabulary = (language: Language) => new Set(Object.values(corpus[language]).flat().flatMap(wordsOf));
    const words = new Map(LANGUAGES.map((language) => [language, vocabulary(language)]));
    // A word two languages use ("service", "ok") tells nothing.
    const own = (language: Language) =>
      new Set([...words.get(language)!].filter((w) => LANGUAGES.every((other) => other === language || !words.get(other)!.has(w))));
    return new Assistant(nlp, Object.fromEntries(LANGUAGES.map((language) => [language, own(language)])) as Record<Language, Set<string>>);
  }

  /** The language a message is written in, by the words only one language's training uses; undefined
   * when they do not tell ("ok", "TPS TVQ"). */
  languageOf(message: string): Language | undefined {
    const words = wordsOf(message);
    const counts = LANGUAGES.map((language) => ({ language, count: words.filter((w) => this.ownWords[language].has(w)).length }));
    const [first, second] = counts.sort((a, b) => b.count - a.count);
    return first && first.count > (second?.count ?? 0) ? first.language : undefined;
  }

  /** The best intent of one language's classifier, or unknown. */
  async classify(message: string, language: Language): Promise<{ intent: Intent | 'unknown'; score: number; result: NlpResult }> {
    const result = await this.nlp.process(language, message);
    const best = result.classifications[0];
    if (!best || best.intent === 'None' || best.score < MIN_SCORE) return { intent: 'unknown', score: best?.score ?? 0, result };
    return { intent: best.intent as Intent, score: best.score, result };
  }

  async understand(message: string, pageLanguage: Language, now = new Date()): Promise<Understanding> {
    const language = this.languageOf(message) ?? pageLanguage;
    let read = await this.classify(message, language);
    let readIn = language;
    for (const other of LANGUAGES) {
      if (read.intent !== 'unknown') break;
      if (other === language) continue;
      const second = await this.classify(message, other);
      if (second.intent !== 'unknown') [read, readIn] = [second, other];
    }
    return {
      intent: read.intent,
      score: read.intent === 'unknown' ? 0 : read.score,
      language: readIn,
      ...references(message, read.result),
      ...dayOf(message, readIn, now),
      ...giftCardQuestionOf(message),
    };
  }
}

/** The order and return numbers a message quotes (NLP.js's regular-expression entities, and a number
 * after "order", "#" or "commande" that is not one of ours). */
function references(message: string, result: NlpResult): Pick<Understanding, 'orderNumber' | 'returnNumber'> {
  const returnNumber = result.entities.find((e) => e.entity === 'returnnumber')?.sourceText.toUpperCase();
  const ours = result.entities.find((e) => e.entity === 'ordernumber')?.sourceText;
  const other = [...message.replace(RETURN_NUMBER, ' ').matchAll(QUOTED_NUMBER)][0]?.[1];
  const orderNumber = (ours ?? other)?.replace(/^#/, '').toUpperCase();
  return { ...(orderNumber ? { orderNumber } : {}), ...(returnNumber ? { returnNumber } : {}) };
}

/** The day a message names, read by chrono in the message's language on the shop's calendar (Toronto:
 * "yesterday" at 8 pm Eastern is the shopper's yesterday, not UTC's), as YYYY-MM-DD. A day that would be
 * in the future is the last one before: "on Saturday" is last Saturday, "March 3" in November this
 * year's, since shoppers ask about orders they placed. */
function dayOf(message: string, language: Language, now: Date): Pick<Understanding, 'day'> {
  const parser = READERS[language].dates;
  // The shop's wall clock as a Date whose own fields read as Toronto's; chrono reads those fields.
  const wallNow = new Date(now.toLocaleString('en-US', { timeZone: STORE_TIME_ZONE }));
  const start = parser.parse(message, wallNow)[0]?.start;
  if (!start) return {};
  const date = new Date(start.get('year')!, start.get('month')! - 1, start.get('day')!);
  const today = new Date(wallNow.getFullYear(), wallNow.getMonth(), wallNow.getDate());
  if (date > today && start.isCertain('weekday') && !start.isCertain('day')) date.setDate(date.getDate() - 7);
  else if (date > today && !start.isCertain('year')) date.setFullYear(date.getFullYear() - 1);
  if (date > today) return {};
  const two = (n: number) => String(n).padStart(2, '0');
  return { day: `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}` };
}

const GIFT_CARD = /\bgift[\s-]?cards?\b|\bstore[\s-]credit\b|\bcartes?[\s-]cadeaux?\b|\bcr[ée]dit (?:en|au) magasin\b/i;
const BALANCE = /\bbalance\b|\bleft\b|\bremain|\bhow much\b|\bsolde\b|\breste\b|\bcombien\b/i;
const BUY = /\bbuy\b|\bpurchase\b|\bsell\b|\bsend (?:a|one)\b|\bgive (?:a|one)\b|\bacheter\b|\boffrir\b|\bvendez\b/i;

/** Whether the message asks about a gift card or store credit, and whether about what is left on it. */
export function giftCardQuestionOf(message: string): Pick<Understanding, 'giftCard'> {
  if (!GIFT_CARD.test(message)) return {};
  return { giftCard: BALANCE.test(message) ? 'balance' : BUY.test(message) ? 'buy' : 'use' };
}
