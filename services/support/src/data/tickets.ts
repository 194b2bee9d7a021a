import type { Queryable } from '@storefront/data';

export interface Ticket {
  ticketNumber: string;
  kind: 'person' | 'complaint';
  /** Where staff reply: the signed-in shopper's address when it was opened; none for a visitor. */
  email: string | null;
}

/** The ticket already opened from a conversation (one per conversation: asking again quotes the same). */
export async function ticketOfConversation(db: Queryable, conversationId: string): Promise<Ticket | undefined> {
  const { rows } = await db.query<{ ticket_number: string; kind: Ticket['kind']; email: string | null }>(
    `SELECT ticket_number, kind, email FROM support.tickets WHERE conversation_id = $1`,
    [conversationId],
  );
  return rows[0] && { ticketNumber: rows[0].ticket_number, kind: rows[0].kind, email: rows[0].email };
}

/** Stores a ticket with the conversation as it stood, unless the conversation has one already (false);
 * the caller mails it in the same transaction. */
export async function insertTicket(
  tx: Queryable,
  ticket: Ticket & { conversationId: string; userId: string | null; transcript: string },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO support.tickets (ticket_number, kind, conversation_id, user_id, email, transcript) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (conversation_id) DO NOTHING`,
    [ticket.ticketNumber, ticket.kind, ticket.conversationId, ticket.userId, ticket.email, ticket.transcript],
  );
  return rowCount > 0;
}
