import fs from 'node:fs';
import path from 'node:path';

/** A mail file made readable: quoted-printable soft breaks and escapes undone. */
const readable = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The mails the store under test has written (as .eml files in its data folder's mail/) to one address. */
export function mailsTo(dataDir: string, address: string): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => readable(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.split(/\r?\n/).includes(`To: ${address}`));
}
