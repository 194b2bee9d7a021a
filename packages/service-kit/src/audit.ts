import type { Express } from 'express';
import { type AuditAction, AuditQuery, type AuditEntry, type AuditPage, type AuditTarget, type Identity } from '@storefront/contracts';
import type { Database, Migration, Queryable } from '@storefront/data';
import { requireAdmin } from './auth';
import { endpoint } from './validation';

// What staff did, kept by each service in its own schema and written in the same transaction as the
// change it records (a change that rolls back leaves no entry; an entry always has its change).

export function auditMigrations(schema: string): Migration[] {
  return [
    {
      id: 'kit_002_audit_log',
      sql: `
        CREATE TABLE ${schema}.audit_log (
          id bigserial PRIMARY KEY,
          at timestamptz NOT NULL DEFAULT now(),
          actor_id text NOT NULL,
          actor_email text NOT NULL,
          action text NOT NULL,
          target_type text NOT NULL,
          target_id text NOT NULL,
          before jsonb,
          after jsonb
        );
        CREATE INDEX audit_log_by_target ON ${schema}.audit_log (target_id, id DESC);
      `,
    },
  ];
}

export interface AuditRecord {
  /** The admin who did it. */
  actor: Identity;
  /** e.g. 'product.updated', 'order.shipped': one the back office can name. */
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** Records an admin action in the caller's transaction. */
export async function recordAudit(tx: Queryable, schema: string, record: AuditRecord): Promise<void> {
  await tx.query(
    `INSERT INTO ${schema}.audit_log (actor_id, actor_email, action, target_type, target_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      record.actor.userId,
      record.actor.email,
      record.action,
      record.targetType,
      record.targetId,
      JSON.stringify(record.before ?? null),
      JSON.stringify(record.after ?? null),
    ],
  );
}

interface AuditRow {
  id: string | number;
  at: Date | string;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
}

/** The newest entries first, a page at a time, optionally of one target or one action. */
export async function listAudit(
  db: Queryable,
  schema: string,
  query: { page: number; limit: number; targetId?: string; action?: string },
): Promise<AuditPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.targetId) where.push(`target_id = $${params.push(query.targetId)}`);
  if (query.action) where.push(`action = $${params.push(query.action)}`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const { rows: counted } = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${schema}.audit_log ${filter}`, params);
  const total = Number(counted[0]?.n ?? 0);
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  const page = Math.min(query.page, totalPages);
  const { rows } = await db.query<AuditRow>(
    `SELECT id, at, actor_id, actor_email, action, target_type, target_id, before, after
       FROM ${schema}.audit_log ${filter} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, (page - 1) * query.limit],
  );
  const items: AuditEntry[] = rows.map((r) => ({
    _id: String(r.id),
    at: new Date(r.at).toISOString(),
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: r.before,
    after: r.after,
  }));
  return { items, page, totalPages, total };
}

/** GET /api/admin/audit/{service}: the service's audit log, for admins only. */
export function mountAuditRoute(app: Express, deps: { db: Database; schema: string }): void {
  app.get(
    `/api/admin/audit/${deps.schema}`,
    requireAdmin,
    endpoint({ query: AuditQuery }, ({ query }) => listAudit(deps.db, deps.schema, query)),
  );
}
