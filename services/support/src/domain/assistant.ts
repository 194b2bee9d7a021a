import { type SparseVector, TfIdf, addScaled, bestCorrection, dot, editDistance, normalise, tokens } from '@storefront/text';
import type { Language } from '@storefront/contracts';
import { KNOWLEDGE, RETURN_NUMBER, RETURN_STATUS_CUES, type Topic, type TopicKnowledge } from './knowledge';

/** How a language's questions are read: what the classifier needs to know of the language beyond its
 * knowledge base. English is what @storefront/text was written for; French brings its own (knowledge.fr.ts). */
export interface Wording {
  /** The text before it is cut into words (French: "l'adresse" → "l adresse", not "ladresse"). */
  prepare: (text: string) => string;
  /** The words the classifier compares (stems, without stop words and the words every question uses). */
  topicWords: (plain: string[]) => string[];
  /** Words never read as a typo of a knowledge-base word. */
  isStopWord: (word: string) => boolean;
  /** The little words that give away the language a question is written in ("is", "my"; "est", "ma"). */
  isFunctionWord: (word: string) => boolean;
  /** See RETURN_STATUS_CUES. */
  returnStatusCues: string[][];
}

/** A question about where the shopper's own return or refund stands, with the return number it quotes. */
export interface ReturnStatusQuestion {
  returnNumber?: string;
}

export interface Classification {
  topic: Topic | 'unknown';
  /** How sure: the winner's share of the evidence (0 when nothing was recognised). */
  confidence: number;
}

/** Words every kind of question uses: they say nothing about its topic. */
const GENERIC = new Set(
  'do doe did done you your yours i im me my mine we us can could would should will how what when which who whom why where is are am was be been if please want wanted like get got have had need make made tell know let just still any some there here help'.split(
    ' ',
  ),
);

/** English questions: @storefront/text's stop words and stems, and the words every question uses. */
export const ENGLISH: Wording = {
  prepare: (text) => text,
  topicWords: (plain) => tokens(plain.join(' ')).filter((w) => !GENERIC.has(w)),
  isStopWord: (word) => tokens(word).length === 0,
  isFunctionWord: (word) => tokens(word).length === 0 || GENERIC.has(word),
  returnStatusCues: RETURN_STATUS_CUES,
};

const SMALL_TALK = new Set<Topic>(['greeting', 'thanks']);

/** A question with no cue is filed by its phrasings alone only when every word of it is one the
 * knowledge base uses and it is this close to a topic's phrasings. */
const UNCUED_MIN_SIMILARITY = 0.5;
/** How much a matched cue counts against the similarity to the topic's phrasings (0..1). */
const CUE_WEIGHT = 0.5;
/** A runner-up this close to the winner means the question is about both: the answer of neither
 * would be right, so the assistant says it does not know (the contact form reaches a person). */
const MIN_MARGIN = 0.1;

/** Words as people write them, for matching cues: lower case, no accents, "hasn't" as "hasnt",
 * "13%" as "13 percent". */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '')
    .replace(/(\d)\s*%/g, '$1 percent')
    .replace(/\.(?!\d)|(?<!\d)\./g, ' ')
    .split(/[^a-z0-9.]+/)
    .filter(Boolean);
}

/**
 * Recognises what a shopper asks. A topic is considered only when the question carries one of its cues
 * (a word or a run of words from the knowledge base: "refund", "where" with "my order"); among those,
 * the one whose phrasings the question is closest to (TF-IDF over the phrasings, nearest phrasing and
 * topic centroid) and whose cues are most its own wins, by a margin. A question without any cue is
 * answered only when the knowledge base knows every word of it. Typos one letter from a known word
 * ("ordr", "pasword") are read as that word.
 */
export class Assistant {
  private readonly knowledge: TopicKnowledge[];
  private readonly tfidf: TfIdf;
  private readonly vocabulary: Set<string>;
  /** Every word the knowledge base writes, and those long enough to read a typo as (5 letters or more). */
  private readonly spelled: Set<string>;
  private readonly spellings: string[];
  private readonly phrases: Array<{ topic: Topic; vector: SparseVector }>;
  private readonly centroids = new Map<Topic, SparseVector>();
  private readonly cues: Array<{ topic: Topic; groups: string[][][] }>;
  /** 1 for a cue only one topic uses, 1/2 for one two topics share, ... */
  private readonly cueSpecificity = new Map<string, number>();
  private readonly returnStatusCues: string[][][];
  private readonly wording: Wording;

  constructor(knowledge = KNOWLEDGE, wording: Wording = ENGLISH) {
    this.knowledge = knowledge;
    this.wording = wording;
    const plain = (text: string) => this.plain(text);
    this.returnStatusCues = wording.returnStatusCues.map((group) => group.map(plain));
    const all = knowledge.flatMap((k) => k.phrases.map((p) => ({ topic: k.topic, words: wording.topicWords(plain(p)) })));
    // Weights from how many topics use a word, not how many phrasings: "tax" is in most tax
    // phrasings and in no other topic's, which makes it the most telling word there is.
    this.tfidf = new TfIdf(knowledge.map((k) => all.filter((p) => p.topic === k.topic).flatMap((p) => p.words)));
    this.phrases = all.map((p) => ({ topic: p.topic, vector: this.tfidf.vector(p.words) }));
    for (const k of knowledge) {
      const sum: SparseVector = new Map();
      for (const p of this.phrases) if (p.topic === k.topic) addScaled(sum, p.vector, 1);
      this.centroids.set(k.topic, normalise(sum));
    }
    this.cues = knowledge.map((k) => ({ topic: k.topic, groups: k.cues.map((g) => g.map(plain)) }));
    const users = new Map<string, Set<Topic>>();
    for (const k of knowledge) for (const cue of k.cues.flat()) users.set(cue, (users.get(cue) ?? new Set()).add(k.topic));
    for (const [cue, topics] of users) this.cueSpecificity.set(plain(cue).join(' '), 1 / topics.size);

    const spelled = (this.spelled = new Set([
      ...knowledge.flatMap((k) => k.phrases.flatMap(plain)),
      ...knowledge.flatMap((k) => k.cues.flat().flatMap(plain)),
    ]));
    this.spellings = [...spelled].filter((w) => w.length >= 5 && !/\d/.test(w));
    this.vocabulary = new Set([...all.flatMap((p) => p.words), ...wording.topicWords([...spelled])]);
  }

  /** Words as people write them, in this language (see plainWords). */
  private plain(text: string): string[] {
    return plainWords(this.wording.prepare(text));
  }

  /** The question's words with typos read: a word the knowledge base does not know, one slip from one
   * it does ("ordr", "pasword"), is read as that word. Stop words ("were") are never "corrected". */
  private read(text: string): string[] {
    return this.plain(text).map((w) => {
      if (w.length < 4 || this.spelled.has(w) || /\d/.test(w) || this.wording.isStopWord(w)) return w;
      const near = this.spellings.filter((v) => Math.abs(v.length - w.length) <= 1);
      const fix = bestCorrection(w, near);
      return fix && editDistance(w, fix) <= 1 ? fix : w;
    });
  }

  /** Topic words of a text as the classifier compares them with the phrasings (typos read, stems,
   * without stop words and the words every question uses). */
  topicWords(text: string): string[] {
    return this.wording.topicWords(this.read(text));
  }

  /** The words of a text that tell its language (see Wording.isFunctionWord). */
  functionWords(text: string): string[] {
    return this.plain(text).filter((w) => w.length > 1 && this.wording.isFunctionWord(w));
  }

  /** Whether a question (about returns, or an order) asks where the shopper's own return or refund
   * stands: it quotes a return number, or names a return or refund and asks after it. */
  returnStatusQuestion(text: string): ReturnStatusQuestion | undefined {
    const quoted = RETURN_NUMBER.exec(text)?.[0];
    if (quoted) return { returnNumber: quoted.toUpperCase() };
    // As typed and with typos read: the cues here are not all words the knowledge base writes.
    const readings = [this.plain(text), this.read(text)];
    const asks = this.returnStatusCues.every((group) => group.some((cue) => readings.some((words) => containsRun(words, cue))));
    return asks ? {} : undefined;
  }

  classify(text: string): Classification {
    const plain = this.read(text);
    const words = this.wording.topicWords(plain);
    const q = this.tfidf.vector(words);
    const similarity = (t: Topic) => {
      let nearest = 0;
      for (const p of this.phrases) if (p.topic === t) nearest = Math.max(nearest, dot(q, p.vector));
      return 0.7 * nearest + 0.3 * dot(q, this.centroids.get(t)!);
    };

    const cued: Array<{ topic: Topic; score: number }> = [];
    for (const { topic, groups } of this.cues) {
      const hits = groups.map((group) => group.filter((cue) => containsRun(plain, cue)));
      if (hits.some((h) => h.length === 0)) continue;
      // Each list of cues is one piece of evidence: "my order" and "where" together say more than
      // "refund", and three refund words say no more than one.
      let own = 0;
      for (const group of hits) {
        let inGroup = 0;
        for (const c of new Set(group.map((c) => c.join(' ')))) inGroup += this.cueSpecificity.get(c) ?? 0;
        own += Math.min(inGroup, 1);
      }
      cued.push({ topic, score: similarity(topic) + CUE_WEIGHT * own });
    }
    // Hellos and thanks around a real question: the question is what needs answering.
    const considered = cued.some((c) => !SMALL_TALK.has(c.topic)) ? cued.filter((c) => !SMALL_TALK.has(c.topic)) : cued;

    if (considered.length === 0) {
      if (words.length === 0 || !words.every((w) => this.vocabulary.has(w))) return { topic: 'unknown', confidence: 0 };
      const ranked = this.knowledge
        .filter((k) => !k.cuesRequired)
        .map((k) => ({ topic: k.topic, score: similarity(k.topic) }))
        .sort((a, b) => b.score - a.score);
      return decide(ranked, UNCUED_MIN_SIMILARITY);
    }
    return decide(
      considered.sort((a, b) => b.score - a.score),
      0,
    );
  }
}

/** The assistants of the store's languages (service.ts makes one of each). */
export type Assistants = Record<Language, Assistant>;

/** A question as understood: its topic, and the assistant that understood it (to ask it more). */
export interface Understanding extends Classification {
  assistant: Assistant;
}

/** The language a question is written in, told by its little words that only one language uses ("where
 * is my" or "où est ma"); undefined when they do not tell ("TPS TVQ", "merci"). */
export function questionLanguage(message: string, assistants: Assistants): Language | undefined {
  const en = assistants.en.functionWords(message);
  const fr = assistants.fr.functionWords(message);
  const enOnly = en.filter((w) => !fr.includes(w)).length;
  const frOnly = fr.filter((w) => !en.includes(w)).length;
  return enOnly > frOnly ? 'en' : frOnly > enOnly ? 'fr' : undefined;
}

/** What a question on a page in `language` is about. Shoppers write in either language whatever the
 * page says. The assistant of the question's own language reads it first (the page's when its words do
 * not tell): the other would read its words as typos of its own ("chat" as "achat", English "charge" as
 * "chargé"). A question that one cannot place (or places only as a hello or a thanks) goes to the other
 * language's. The answer is in the page's language either way (the route's business). */
export function understand(message: string, language: Language, assistants: Assistants): Understanding {
  const firstLanguage = questionLanguage(message, assistants) ?? language;
  const first = { ...assistants[firstLanguage].classify(message), assistant: assistants[firstLanguage] };
  if (first.topic !== 'unknown' && !SMALL_TALK.has(first.topic)) return first;
  const otherAssistant = assistants[firstLanguage === 'fr' ? 'en' : 'fr'];
  const other = { ...otherAssistant.classify(message), assistant: otherAssistant };
  if (other.topic === 'unknown') return first;
  return first.topic === 'unknown' || !SMALL_TALK.has(other.topic) ? other : first;
}

function decide(ranked: Array<{ topic: Topic; score: number }>, minimum: number): Classification {
  const [best, second] = ranked;
  if (!best || best.score < minimum || best.score <= 0) return { topic: 'unknown', confidence: 0 };
  const confidence = second ? best.score / (best.score + second.score) : 1;
  if (second && best.score - second.score < MIN_MARGIN) return { topic: 'unknown', confidence };
  return { topic: best.topic, confidence };
}

/** Whether the words contain the run `cue` (one or more words in a row). */
function containsRun(words: string[], cue: string[]): boolean {
  outer: for (let i = 0; i + cue.length <= words.length; i++) {
    for (let j = 0; j < cue.length; j++) if (words[i + j] !== cue[j]) continue outer;
    return true;
  }
  return false;
}
