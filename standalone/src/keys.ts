import fs from 'node:fs';
import path from 'node:path';
import { type AuthKeyPem, type AuthKeySettings, authKeysOf, generateAuthKeys } from '@storefront/service-kit';

/** The session-signing keys: from the settings when given, else made once and kept in the data folder
 * (so sessions survive a restart). */
export function loadOrCreateKeys(dataDir: string, settings: AuthKeySettings): Required<AuthKeyPem> {
  const fromEnv = authKeysOf(settings);
  if (fromEnv?.privateKey) return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey };
  const dir = path.join(dataDir, 'keys');
  const pub = path.join(dir, 'session-public.pem');
  const priv = path.join(dir, 'session-private.pem');
  if (fs.existsSync(pub) && fs.existsSync(priv)) {
    return { publicKey: fs.readFileSync(pub, 'utf8'), privateKey: fs.readFileSync(priv, 'utf8') };
  }
  const keys = generateAuthKeys();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(priv, keys.privateKey, { mode: 0o600 });
  fs.writeFileSync(pub, keys.publicKey, { mode: 0o644 });
  return keys;
}
