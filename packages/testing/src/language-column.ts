import type { Database } from '@storefront/data';

/** The one CHECK on a table's language column, and which tags it takes: the store's languages are
 * declared once (packages/contracts/src/languages.ts) and checked at the edge, so the column names
 * none of its own and a new language needs no migration. */
export async function languageColumnCheck(
  db: Database,
  table: string,
): Promise<{ checks: string[]; takes: (tag: string) => Promise<boolean> }> {
  const { rows } = await db.query<{ check: string }>(
    `SELECT pg_get_constraintdef(oid) AS check FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'c'`,
    [table],
  );
  const checks = rows.map((r) => r.check).filter((check) => check.includes('language'));
  if (checks.length === 1) {
    // The column's own check, on a table of that column alone.
    await db.query(`CREATE TEMP TABLE languages_taken (language text, ${checks[0]})`);
  }
  const takes = (tag: string) =>
    db.query('INSERT INTO languages_taken (language) VALUES ($1)', [tag]).then(
      () => true,
      () => false,
    );
  return { checks, takes };
}
