import type { Queryable } from '@storefront/data';

/** Keeps a message sent with the contact form, in the caller's transaction (with the mail about it).
 * Answers its id. */
export async function insertContactMessage(
  tx: Queryable,
  message: { name: string; email: string; message: string; userId: string | null; clientIp: string | null },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO support.contact_messages (name, email, message, user_id, client_ip) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [message.name, message.email, message.message, message.userId, message.clientIp],
  );
  return rows[0]!.id;
}
