import type { Queryable } from '@storefront/data';

export interface Ticket {
  ticketNumber: string;
  kind: 'person' | 'complaint';
}

/** The ticket already opened from a conversation (one per conversation: asking again quotes the same). */
export async function ticketOfConversation(db: Queryable, conversationId: string): Promise<Ticket | undefined> {
  const { rows } = await db.query<{ ticket_number: string; kind: Ticket['kind'] }>(
    `SELECT ticket_number, kind FROM support.tickets WHERE conversation_id = $1`,
    [conversationId],
  );
  return rows[0] && { ticketNumber: rows[0].ticket_number, kind: rows[0].kind };
}

/** Stores a ticket with the conversation as it stood; the caller mails it in the same transaction. */
export async function insertTicket(
  tx: Queryable,
  ticket: Ticket & { conversationId: string; userId: string | null; email: string | null; transcript: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO support.tickets (ticket_number, kind, conversation_id, user_id, email, transcript) VALUES ($1, $2, $3, $4, $5, $6)`,
    [ticket.ticketNumber, ticket.kind, ticket.conversationId, ticket.userId, ticket.email, ticket.transcript],
  );
}
