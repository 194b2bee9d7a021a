import fs from 'node:fs';
import path from 'node:path';

/** Header words written as RFC 2047 encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=), as text. */
const decodedHeaderWords = (headers: string) =>
  headers
    .replace(/\?=\s+=\?/g, '?==?') // the space between two encoded words is not part of the text
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, word: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('utf8') : quotedPrintable(word.replace(/_/g, ' ')),
    );

/** Quoted-printable escapes undone; the escapes are UTF-8 bytes ("L=C3=A9a" is "Léa"). */
const quotedPrintable = (text: string) =>
  text.replace(/(=[0-9A-F]{2})+/gi, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

/** The text of an .eml file as a person reads it: headers unfolded with their encoded words decoded, and
 * the body's quoted-printable (soft breaks and escapes) or base64 undone. */
export function readableMail(eml: string): string {
  const end = eml.search(/\r?\n\r?\n/);
  const [rawHeaders, rawBody] = end < 0 ? [eml, ''] : [eml.slice(0, end), eml.slice(end)];
  const headers = decodedHeaderWords(rawHeaders.replace(/\r?\n[ \t]+/g, ' '));
  const body = /^content-transfer-encoding:\s*base64\s*$/im.test(headers)
    ? `\n\n${Buffer.from(rawBody, 'base64').toString('utf8')}`
    : quotedPrintable(rawBody.replace(/=\r?\n/g, ''));
  return headers + body;
}

/** A readable mail's recipient, subject and text. */
export function mailParts(readable: string): { to: string; subject: string; text: string } {
  const end = readable.search(/\r?\n\r?\n/);
  const headers = end < 0 ? readable : readable.slice(0, end);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  return { to: header('To'), subject: header('Subject'), text: end < 0 ? '' : readable.slice(end).replace(/^\r?\n\r?\n/, '') };
}

/** Every mail written as a file in a data folder's mail/ (the support service's, without SMTP), readable. */
export function mailsIn(dataDir: string): string[] {
  const dir = path.join(dataDir, 'mail');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => readableMail(fs.readFileSync(path.join(dir, f), 'utf8')))
    : [];
}

/** The mails in a data folder written to one address. */
export function mailsTo(dataDir: string, address: string): string[] {
  return mailsIn(dataDir).filter((m) => m.split(/\r?\n/).includes(`To: ${address}`));
}
