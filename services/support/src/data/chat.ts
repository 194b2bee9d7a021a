import type { Queryable } from '@storefront/data';

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
  exchange: { conversationId: string; userId: string | null; message: string; reply: string; topic: string; confidence: number },
): Promise<void> {
  await tx.query(`INSERT INTO support.chat_turns (conversation_id, user_id, speaker, message) VALUES ($1, $2, 'user', $3)`, [
    exchange.conversationId,
    exchange.userId,
    exchange.message,
  ]);
  await tx.query(
    `INSERT INTO support.chat_turns (conversation_id, user_id, speaker, message, topic, confidence) VALUES ($1, $2, 'bot', $3, $4, $5)`,
    [exchange.conversationId, exchange.userId, exchange.reply, exchange.topic, exchange.confidence],
  );
}
