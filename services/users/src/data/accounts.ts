import { type Language, ProfileAddress, type User } from '@storefront/contracts';
import { type Queryable, isUuid } from '@storefront/data';

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  is_admin: boolean;
  address: unknown;
  created_at: Date;
  /** When the shopper first proved the email is theirs (followed the link mailed to it); null until then. */
  email_verified_at: Date | null;
  /** The language the shopper reads the store and their mails in; null for accounts from before it was kept. */
  language: Language | null;
}

const COLUMNS = 'id, name, email, password_hash, is_admin, address, created_at, email_verified_at, language';

export function toUser(row: AccountRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.is_admin,
    address: ProfileAddress.parse(row.address ?? {}),
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.language ? { language: row.language } : {}),
  };
}

/** The account, or undefined. With `lock`, inside a transaction, other changes to this account and
 * what hangs on it (profile, address book, wishlist) wait until the transaction ends. */
export async function findAccountById(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<AccountRow | undefined> {
  if (!isUuid(id)) return undefined; // a malformed id is simply not found
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM users.accounts WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return rows[0];
}

/** Serialises changes to one shopper's account for the rest of the caller's transaction: which address
 * is the default (one at a time, by a unique index), the first-is-default rule and the limits hold when
 * two changes arrive at once. */
export async function lockAccount(tx: Queryable, userId: string): Promise<void> {
  await findAccountById(tx, userId, { lock: true });
}

export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM users.accounts WHERE email = $1`, [email]);
  return rows[0];
}

export async function insertAccount(
  db: Queryable,
  account: { name: string; email: string; passwordHash: string; isAdmin?: boolean; language?: Language },
): Promise<AccountRow> {
  const { rows } = await db.query<AccountRow>(
    `INSERT INTO users.accounts (name, email, password_hash, is_admin, language) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [account.name, account.email, account.passwordHash, account.isAdmin ?? false, account.language ?? null],
  );
  return rows[0]!;
}

/** Makes an existing account an admin. */
export async function makeAdmin(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE users.accounts SET is_admin = true WHERE id = $1`, [id]);
}

/** Creates the admin account, unless its email was taken since the caller looked (another replica
 * starting at the same time, or a registration). */
export async function insertAdminAccount(db: Queryable, account: { name: string; email: string; passwordHash: string }): Promise<void> {
  await db.query(
    `INSERT INTO users.accounts (name, email, password_hash, is_admin) VALUES ($1, $2, $3, true) ON CONFLICT (email) DO NOTHING`,
    [account.name, account.email, account.passwordHash],
  );
}

export async function updateProfile(
  db: Queryable,
  id: string,
  profile: { name: string; address: ProfileAddress },
): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(
    `UPDATE users.accounts SET name = $2, address = $3::jsonb, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, profile.name, JSON.stringify(profile.address)],
  );
  return rows[0];
}

export async function updatePasswordHash(db: Queryable, id: string, passwordHash: string): Promise<void> {
  await db.query(`UPDATE users.accounts SET password_hash = $2, updated_at = now() WHERE id = $1`, [id, passwordHash]);
}

/** The account's email is proven: keeps the time it first was. Answers the time of this proof (the
 * database's clock, as the column's). */
export async function markEmailVerified(tx: Queryable, id: string): Promise<Date> {
  const { rows } = await tx.query<{ proven_at: Date | string }>(
    `UPDATE users.accounts SET email_verified_at = COALESCE(email_verified_at, now()) WHERE id = $1 RETURNING now() AS proven_at`,
    [id],
  );
  return new Date(rows[0]!.proven_at);
}

/** Saves the language the shopper chose; undefined when there is no such account. */
export async function updateLanguage(db: Queryable, id: string, language: Language): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(`UPDATE users.accounts SET language = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [id, language]);
  return rows[0];
}
