import fs from 'node:fs';
import path from 'node:path';

/** The text of an .eml file as a person reads it (quoted-printable soft breaks and escapes undone). */
export const readableMail = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

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
