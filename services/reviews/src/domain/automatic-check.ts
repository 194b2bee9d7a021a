import { Profanity } from '@2toad/profanity';
import type { HeldFor } from '@storefront/contracts';

// The maintained English and French word lists, matched on whole words ("Scunthorpe" is fine).
const profanity = new Profanity({ languages: ['en', 'fr'], wholeWord: true });

/** A web address or a bare domain ("www.cheap.example", "deals.example.com/x"): reviews are no place for them. */
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|ca|io|info|biz|ru|cn|xyz|shop|top|co)\b(?:\/\S*)?/i;

/** How a text is compared with others: letters and digits only, in lower case. */
export const comparable = (text: string): string =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A text that is mostly one word said again and again ("great great great great great"). */
function repeatsItself(text: string): boolean {
  const words = comparable(text).split(' ').filter(Boolean);
  if (words.length < 6) return false;
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return Math.max(...counts.values()) / words.length > 0.5;
}

/** Shortest text worth comparing with other reviews: "Great!" twice is not spam. */
export const COMPARED_LENGTH = 40;

/** Why a review must wait for staff whatever the shop's setting: a link, a word from the lists, or text
 * that repeats itself or another review (`copiesAnother`, found by the caller). */
export function heldFor(review: { title: string; text: string }, copiesAnother: boolean): HeldFor[] {
  const all = `${review.title}\n${review.text}`;
  const held: HeldFor[] = [];
  if (LINK.test(all)) held.push('link');
  if (profanity.exists(all)) held.push('profanity');
  if (copiesAnother || repeatsItself(review.text)) held.push('repeated');
  return held;
}
