import type { Queryable } from '@storefront/data';
import { turnLine } from '../domain/transcript';

/** Something the assistant offered to do and does only when the shopper's next message says yes. */
export interface Proposal {
  action: 'cancel-order';
  orderId: string;
}

/** How long an offer waits for its yes. */
export const PROPOSAL_MINUTES = 15;

/** The shopper who first wrote in a conversation while signed in, or undefined when nobody signed in has
 * used it (or it does not exist). */
export async function conversationOwner(db: Queryable, conversationId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM support.chat_turns WHERE conversation_id = $1 AND user_id IS NOT NULL ORDER BY id LIMIT 1`,
    [conversationId],
  );
  return rows[0]?.user_id;
}

/** Records one exchange with the assistant, the shopper's message and then its reply, in the caller's
 * transaction (both turns or neither). */
export async function recordChatExchange(
  tx: Queryable,
  exchange: {
    conversationId: string;
    userId: string | null;
    message: string;
    reply: string;
    topic: string;
    confidence: number;
    proposal?: Proposal;
  },
): Promise<void> {
  await tx.query(`INSERT INTO support.chat_turns (conversation_id, user_id, speaker, message) VALUES ($1, $2, 'user', $3)`, [
    exchange.conversationId,
    exchange.userId,
    exchange.message,
  ]);
  await tx.query(
    `INSERT INTO support.chat_turns (conversation_id, user_id, speaker, message, topic, confidence, proposal)
     VALUES ($1, $2, 'bot', $3, $4, $5, $6)`,
    [
      exchange.conversationId,
      exchange.userId,
      exchange.reply,
      exchange.topic,
      exchange.confidence,
      exchange.proposal ? JSON.stringify(exchange.proposal) : null,
    ],
  );
}

/** What the assistant's last turn in the conversation offered, if it was the last turn and is recent. */
export async function pendingProposal(db: Queryable, conversationId: string): Promise<Proposal | undefined> {
  const { rows } = await db.query<{ proposal: Proposal | string | null; recent: boolean }>(
    `SELECT proposal, created_at > now() - make_interval(mins => $2) AS recent
       FROM support.chat_turns WHERE conversation_id = $1 AND speaker = 'bot' ORDER BY id DESC LIMIT 1`,
    [conversationId, PROPOSAL_MINUTES],
  );
  const last = rows[0];
  if (!last?.proposal || !last.recent) return undefined;
  return typeof last.proposal === 'string' ? (JSON.parse(last.proposal) as Proposal) : last.proposal;
}

/** The conversation so far, as staff read it in a ticket: one line a turn. */
export async function transcriptOf(db: Queryable, conversationId: string): Promise<string> {
  const { rows } = await db.query<{ speaker: string; message: string; created_at: Date | string }>(
    `SELECT speaker, message, created_at FROM support.chat_turns WHERE conversation_id = $1 ORDER BY id`,
    [conversationId],
  );
  return rows
    .map((r) =>
      turnLine(
        new Date(r.created_at).toISOString().slice(0, 19).replace('T', ' '),
        r.speaker === 'bot' ? 'Assistant' : 'Shopper',
        r.message,
      ),
    )
    .join('\n');
}
