import { dictionary } from '@zxcvbn-ts/language-common';

// The common-password list zxcvbn-ts keeps (about 49,000 from real leaks, lower case); only those long
// enough to pass the length rule matter here.
const COMMON = new Set(dictionary['passwords-common'].filter((p) => p.length >= 8));

const simplified = (text: string) => text.normalize('NFKC').trim().toLowerCase();

/** Whether a new password is one guessers try first: on the leaked-password list (in any case), or the
 * account's own email, the part before its @, or its name. */
export function isGuessablePassword(password: string, own: { email?: string; name?: string } = {}): boolean {
  const p = simplified(password);
  if (COMMON.has(p)) return true;
  const email = own.email ? simplified(own.email) : '';
  const ownWords = [email, email.split('@')[0] ?? '', own.name ? simplified(own.name) : ''].filter((w) => w.length > 0);
  return ownWords.includes(p);
}
