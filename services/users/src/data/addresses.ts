import type { Address, AddressInput } from '@storefront/contracts';
import { type Queryable, isUuid } from '@storefront/data';
import { lockAccount } from './accounts';

interface AddressRow {
  id: string;
  full_name: string;
  street: string;
  apartment: string;
  city: string;
  province: string;
  country: string;
  postal_code: string;
  phone_number: string;
  is_default: boolean;
}

const COLUMNS = 'id, full_name, street, apartment, city, province, country, postal_code, phone_number, is_default';

const toAddress = (r: AddressRow): Address => ({
  _id: r.id,
  fullName: r.full_name,
  street: r.street,
  apartment: r.apartment,
  city: r.city,
  province: r.province,
  country: r.country,
  postalCode: r.postal_code,
  phoneNumber: r.phone_number,
  isDefault: r.is_default,
});

/** The shopper's addresses, the default first, then in the order they were added. */
export async function listAddresses(db: Queryable, userId: string): Promise<Address[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM users.addresses WHERE user_id = $1 ORDER BY is_default DESC, created_at, id`,
    [userId],
  );
  return rows.map(toAddress);
}

/** How many addresses the shopper keeps. Lock the account first (lockAccount) when adding depends on it. */
export async function countAddresses(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM users.addresses WHERE user_id = $1`, [userId]);
  return Number(rows[0]?.n ?? 0);
}

/** Adds an address; the first one a shopper adds becomes their default. */
export async function addAddress(db: Queryable, userId: string, a: AddressInput): Promise<Address> {
  const { rows } = await db.query<AddressRow>(
    `INSERT INTO users.addresses (user_id, full_name, street, city, province, country, postal_code, phone_number, apartment, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NOT EXISTS (SELECT 1 FROM users.addresses WHERE user_id = $1))
     RETURNING ${COLUMNS}`,
    [userId, a.fullName, a.street, a.city, a.province, a.country, a.postalCode, a.phoneNumber, a.apartment],
  );
  return toAddress(rows[0]!);
}

export async function updateAddress(db: Queryable, userId: string, addressId: string, a: AddressInput): Promise<Address | undefined> {
  if (!isUuid(addressId)) return undefined;
  const { rows } = await db.query<AddressRow>(
    `UPDATE users.addresses SET full_name = $3, street = $4, city = $5, province = $6, country = $7, postal_code = $8,
            phone_number = $9, apartment = $10, updated_at = now()
      WHERE id = $2 AND user_id = $1 RETURNING ${COLUMNS}`,
    [userId, addressId, a.fullName, a.street, a.city, a.province, a.country, a.postalCode, a.phoneNumber, a.apartment],
  );
  return rows[0] && toAddress(rows[0]);
}

/** Removes an address; if it was the default, the oldest remaining one takes its place. Runs in the
 * caller's transaction. */
export async function removeAddress(db: Queryable, userId: string, addressId: string): Promise<boolean> {
  if (!isUuid(addressId)) return false;
  await lockAccount(db, userId);
  const { rows } = await db.query<{ is_default: boolean }>(
    `DELETE FROM users.addresses WHERE id = $2 AND user_id = $1 RETURNING is_default`,
    [userId, addressId],
  );
  if (!rows[0]) return false;
  if (rows[0].is_default) {
    await db.query(
      `UPDATE users.addresses SET is_default = true
        WHERE id = (SELECT id FROM users.addresses WHERE user_id = $1 ORDER BY created_at, id LIMIT 1)`,
      [userId],
    );
  }
  return true;
}

/** Makes an address the default. Runs in the caller's transaction. */
export async function setDefaultAddress(db: Queryable, userId: string, addressId: string): Promise<boolean> {
  if (!isUuid(addressId)) return false;
  await lockAccount(db, userId);
  const exists = await db.query(`SELECT 1 FROM users.addresses WHERE id = $2 AND user_id = $1`, [userId, addressId]);
  if (exists.rowCount === 0) return false;
  await db.query(`UPDATE users.addresses SET is_default = false WHERE user_id = $1 AND is_default`, [userId]);
  await db.query(`UPDATE users.addresses SET is_default = true WHERE id = $2 AND user_id = $1`, [userId, addressId]);
  return true;
}
