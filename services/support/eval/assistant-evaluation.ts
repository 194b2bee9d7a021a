import { LANGUAGES, type Language } from '@storefront/contracts';
import { type SparseVector, TfIdf, dot } from '@storefront/text';
import { INTENT_NAMES, type Intent } from '../src/domain/intents';
import { type Corpus, wordsOf } from '../src/domain/understanding';

/** What the evaluation asks of a reader of messages: the assistant, or a baseline. */
export interface MessageReader {
  understand(message: string, pageLanguage: Language): Promise<{ intent: Intent | 'unknown' }>;
}

/** The baseline: the kind of the training phrasing nearest the message (TF-IDF cosine over its words,
 * in the page's language), trained on the same phrasings; "I don't know" when it shares no word with any. */
export function nearestPhrasing(corpus: Corpus): MessageReader {
  const indexes = Object.fromEntries(
    LANGUAGES.map((language) => {
      const phrasings = INTENT_NAMES.flatMap((intent) => corpus[language][intent].map((p) => ({ intent, words: wordsOf(p) })));
      const tfidf = new TfIdf(phrasings.map((p) => p.words));
      return [language, { tfidf, vectors: phrasings.map((p) => ({ intent: p.intent, vector: tfidf.vector(p.words) as SparseVector })) }];
    }),
  ) as Record<Language, { tfidf: TfIdf; vectors: Array<{ intent: Intent; vector: SparseVector }> }>;
  return {
    understand: async (message, language) => {
      const { tfidf, vectors } = indexes[language];
      const q = tfidf.vector(wordsOf(message));
      let best: { intent: Intent | 'unknown'; score: number } = { intent: 'unknown', score: 0 };
      for (const p of vectors) {
        const score = dot(q, p.vector);
        if (score > best.score) best = { intent: p.intent, score };
      }
      return { intent: best.intent };
    },
  };
}

/** Answers that also help with a kind of request besides its own: "I want a refund" answered with how
 * returns work, "how long does shipping take" with the delivery options (which give the times). Strict
 * accuracy counts only the kind's own intent; the acceptable rate counts these too. */
export const ALSO_ACCEPTABLE: Partial<Record<Intent, Intent[]>> = {
  refund: ['returns', 'refund-status'],
  'refund-status': ['refund'],
  returns: ['refund'],
  'delivery-time': ['delivery-options'],
  'delivery-options': ['delivery-time'],
  'change-order': ['shipping-address', 'cancel-order'],
  'shipping-address': ['change-order'],
  'cancellation-fee': ['cancel-order'],
  contact: ['human'],
  human: ['contact'],
  complaint: ['human'],
  'switch-account': ['edit-account'],
  'edit-account': ['switch-account'],
};

export const isAcceptable = (expected: Intent, got: Intent | 'unknown') =>
  got === expected || (got !== 'unknown' && (ALSO_ACCEPTABLE[expected] ?? []).includes(got));

export interface KindScore {
  kind: Intent;
  messages: number;
  /** Read as exactly this kind. */
  correct: number;
  /** Read as this kind or one whose answer also helps (ALSO_ACCEPTABLE). */
  acceptable: number;
  /** Answered "I don't know". */
  unknown: number;
  /** What it was read as instead, and how often. */
  confusedWith: Map<Intent | 'unknown', number>;
}

export interface AssistantEvaluation {
  language: Language;
  kinds: KindScore[];
  total: { messages: number; correct: number; acceptable: number; unknown: number };
  /** Messages read wrongly, for looking into (never for tuning on a held-out set). */
  misses: Array<{ text: string; expected: Intent; got: Intent | 'unknown' }>;
}

/** Runs every message of a set through the assistant's understanding, as the live chat does (with the
 * page in the set's language), and scores it per kind of request. */
export async function evaluateAssistant(
  assistant: MessageReader,
  language: Language,
  messages: Partial<Record<Intent, string[]>>,
): Promise<AssistantEvaluation> {
  const kinds: KindScore[] = [];
  const misses: AssistantEvaluation['misses'] = [];
  for (const kind of INTENT_NAMES) {
    const texts = messages[kind];
    if (!texts?.length) continue;
    const score: KindScore = { kind, messages: texts.length, correct: 0, acceptable: 0, unknown: 0, confusedWith: new Map() };
    for (const text of texts) {
      const { intent } = await assistant.understand(text, language);
      if (intent === kind) score.correct++;
      else {
        score.confusedWith.set(intent, (score.confusedWith.get(intent) ?? 0) + 1);
        misses.push({ text, expected: kind, got: intent });
      }
      if (isAcceptable(kind, intent)) score.acceptable++;
      if (intent === 'unknown') score.unknown++;
    }
    kinds.push(score);
  }
  const sum = (f: (k: KindScore) => number) => kinds.reduce((n, k) => n + f(k), 0);
  return {
    language,
    kinds,
    total: {
      messages: sum((k) => k.messages),
      correct: sum((k) => k.correct),
      acceptable: sum((k) => k.acceptable),
      unknown: sum((k) => k.unknown),
    },
    misses,
  };
}

/** Splits each kind's phrasings into `folds` parts, round robin, for cross-validation on training data. */
export function foldsOf<T>(items: T[], folds: number, fold: number): { train: T[]; test: T[] } {
  return { train: items.filter((_, i) => i % folds !== fold), test: items.filter((_, i) => i % folds === fold) };
}
