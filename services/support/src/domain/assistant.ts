import { type SparseVector, TfIdf, addScaled, bestCorrection, dot, editDistance, normalise, tokens } from '@storefront/text';
import { KNOWLEDGE, type Topic } from './knowledge';

export interface Classification {
  topic: Topic | 'unknown';
  confidence: number;
}

/** Below this the assistant says it does not know, rather than guess. */
export const CONFIDENCE_THRESHOLD = 0.3;

/** Words every kind of question uses: they say nothing about its topic, and a question made only of
 * them (plus words the knowledge base never uses) is not understood. */
const GENERIC = new Set(
  'do doe did done you your yours i im me my mine we us can could would should will how what when which who whom why where is are am was be been please want wanted like get got have had need make made tell know let just still any some there here help'.split(' '),
);

/** Recognises what a shopper asks: TF-IDF over the knowledge base's phrasings, scored against each
 * topic's best-matching phrasing and its centroid; unknown words near a known one (typos) are read as
 * that word. */
export class Assistant {
  private readonly tfidf: TfIdf;
  private readonly vocabulary: string[];
  private readonly phrases: Array<{ topic: Topic; vector: SparseVector }>;
  private readonly centroids = new Map<Topic, SparseVector>();

  constructor(knowledge = KNOWLEDGE) {
    const all = knowledge.flatMap((k) => k.phrases.map((p) => ({ topic: k.topic, words: tokens(p).filter((w) => !GENERIC.has(w)) })));
    this.tfidf = new TfIdf(all.map((p) => p.words));
    this.vocabulary = [...new Set(all.flatMap((p) => p.words))];
    this.phrases = all.map((p) => ({ topic: p.topic, vector: this.tfidf.vector(p.words) }));
    for (const k of knowledge) {
      const sum: SparseVector = new Map();
      for (const p of this.phrases) if (p.topic === k.topic) addScaled(sum, p.vector, 1);
      this.centroids.set(k.topic, normalise(sum));
    }
  }

  /** Topic words of a text (what the classifier sees); a word one slip from a known word ("ordr") is read as that word. */
  topicWords(text: string): string[] {
    return tokens(text)
      .map((w) => {
        if (this.vocabulary.includes(w) || w.length < 4) return w;
        const near = this.vocabulary.filter((v) => v.length >= 5 && Math.abs(v.length - w.length) <= 1 && !GENERIC.has(v));
        const fix = bestCorrection(w, near);
        return fix && editDistanceAtMostOne(w, fix) ? fix : w;
      })
      .filter((w) => !GENERIC.has(w));
  }

  classify(text: string): Classification {
    const words = this.topicWords(text);
    const q = this.tfidf.vector(words);
    if (q.size === 0) return { topic: 'unknown', confidence: 0 };
    // A question mostly made of words the knowledge base never uses is mostly not understood.
    const known = words.filter((w) => this.vocabulary.includes(w)).length;
    const coverage = Math.pow(known / words.length, 0.35);
    const best = new Map<Topic, number>();
    for (const p of this.phrases) best.set(p.topic, Math.max(best.get(p.topic) ?? 0, dot(q, p.vector)));
    let topic: Topic | 'unknown' = 'unknown';
    let confidence = 0;
    for (const [t, nearest] of best) {
      // Hellos and thanks are short; a longer message that happens to say "good" is about something else.
      if (SMALL_TALK.has(t) && words.length > 2) continue;
      const score = coverage * (0.7 * nearest + 0.3 * dot(q, this.centroids.get(t)!));
      if (score > confidence) {
        confidence = score;
        topic = t;
      }
    }
    return confidence >= CONFIDENCE_THRESHOLD ? { topic, confidence } : { topic: 'unknown', confidence };
  }
}

const SMALL_TALK = new Set<Topic>(['greeting', 'thanks']);
const editDistanceAtMostOne = (a: string, b: string) => editDistance(a, b) <= 1;
