import { randomBytes } from 'node:crypto';
import { type Queryable, isUniqueViolation, isUuid } from '@storefront/data';
import { type OrderLine, returnNumberFrom } from '../domain/refunds';

export interface ReturnRecord {
  id: string;
  orderId: string;
  returnNumber: string;
  items: OrderLine[];
  reason: string;
  status: 'Requested' | 'Received';
  requestedAt: string;
  receivedAt: string | null;
}

interface Row {
  id: string;
  order_id: string;
  return_number: string;
  items: OrderLine[];
  reason: string;
  status: ReturnRecord['status'];
  requested_at: Date;
  received_at: Date | null;
}

const COLUMNS = 'id, order_id, return_number, items, reason, status, requested_at, received_at';
const toRecord = (r: Row): ReturnRecord => ({
  id: r.id,
  orderId: r.order_id,
  returnNumber: r.return_number,
  items: r.items,
  reason: r.reason,
  status: r.status,
  requestedAt: new Date(r.requested_at).toISOString(),
  receivedAt: r.received_at ? new Date(r.received_at).toISOString() : null,
});

/** A new return with a fresh return number. A clash with an existing number (one in a billion) is
 * retried under a savepoint, so the caller's transaction carries on. */
export async function insertReturn(tx: Queryable, r: { orderId: string; items: OrderLine[]; reason: string }): Promise<ReturnRecord> {
  for (let attempt = 0; ; attempt++) {
    await tx.query('SAVEPOINT return_number');
    try {
      const { rows } = await tx.query<Row>(
        `INSERT INTO orders.returns (order_id, return_number, items, reason) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [r.orderId, returnNumberFrom(randomBytes(6)), JSON.stringify(r.items), r.reason],
      );
      await tx.query('RELEASE SAVEPOINT return_number');
      return toRecord(rows[0]!);
    } catch (err) {
      await tx.query('ROLLBACK TO SAVEPOINT return_number');
      if (!isUniqueViolation(err) || attempt >= 5) throw err;
    }
  }
}

export async function findReturn(db: Queryable, orderId: string, returnId: string, lock = false): Promise<ReturnRecord | undefined> {
  if (!isUuid(orderId) || !isUuid(returnId)) return undefined;
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM orders.returns WHERE id = $1 AND order_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [returnId, orderId],
  );
  return rows[0] && toRecord(rows[0]);
}

/** The parcel came back; false when it had been received before. */
export async function markReturnReceived(tx: Queryable, returnId: string): Promise<ReturnRecord | undefined> {
  const { rows } = await tx.query<Row>(
    `UPDATE orders.returns SET status = 'Received', received_at = now() WHERE id = $1 AND status = 'Requested' RETURNING ${COLUMNS}`,
    [returnId],
  );
  return rows[0] && toRecord(rows[0]);
}
