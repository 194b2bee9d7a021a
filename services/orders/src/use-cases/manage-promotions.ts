import type { AdminPromotion, Identity, PromotionInput } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { badRequest, conflict, notFound, recordAudit } from '@storefront/service-kit';
import {
  type StoredPromotion,
  findPromotion,
  generateCodes,
  insertPromotion,
  listPromotions,
  setPromotionStatus,
  updatePromotion,
} from '../data/promotions';

const audited = (db: Database) => async (id: string) => (await listPromotions(db, id))[0]!;

/** Adds a promotion, audited with what it is. */
export async function createPromotion(db: Database, actor: Identity, input: PromotionInput): Promise<AdminPromotion> {
  const id = await db.transaction(async (tx) => {
    const made = await insertPromotion(tx, input);
    await recordAudit(tx, 'orders', {
      actor,
      action: 'promotion.created',
      targetType: 'promotion',
      targetId: made,
      before: null,
      after: input,
    });
    return made;
  });
  return audited(db)(id);
}

/** Changes a promotion's terms. Orders placed meanwhile keep the terms they were placed with. */
export async function changePromotion(db: Database, actor: Identity, id: string, input: PromotionInput): Promise<AdminPromotion> {
  await db.transaction(async (tx) => {
    const before = await lockedPromotion(tx, id);
    if (before.status === 'ended') throw conflict('promotion.ended');
    if (input.usageLimit !== undefined && input.usageLimit < before.uses) {
      throw badRequest('field.tooSmall', { minimum: String(before.uses) });
    }
    await updatePromotion(tx, id, input);
    await recordAudit(tx, 'orders', { actor, action: 'promotion.updated', targetType: 'promotion', targetId: id, before, after: input });
  });
  return audited(db)(id);
}

/** Pauses, resumes or ends a promotion. An ended one stays ended: its orders and figures remain. */
export async function changePromotionStatus(
  db: Database,
  actor: Identity,
  id: string,
  status: StoredPromotion['status'],
): Promise<AdminPromotion> {
  await db.transaction(async (tx) => {
    const before = await lockedPromotion(tx, id);
    if (before.status === status) return;
    if (before.status === 'ended') throw conflict('promotion.ended');
    await setPromotionStatus(tx, id, status);
    const action = status === 'ended' ? 'promotion.ended' : status === 'paused' ? 'promotion.paused' : 'promotion.resumed';
    await recordAudit(tx, 'orders', {
      actor,
      action,
      targetType: 'promotion',
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
  });
  return audited(db)(id);
}

/** Generates a batch of single-use codes for a promotion that needs a code: the codes made. */
export async function generatePromotionCodes(
  db: Database,
  actor: Identity,
  id: string,
  batch: { count: number; prefix: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const p = await lockedPromotion(tx, id);
    if (!p.requiresCode) throw conflict('promotion.automatic.noCodes');
    if (p.status === 'ended') throw conflict('promotion.ended');
    const codes = await generateCodes(tx, id, batch.count, batch.prefix);
    await recordAudit(tx, 'orders', {
      actor,
      action: 'promotion.codes-generated',
      targetType: 'promotion',
      targetId: id,
      before: null,
      after: { count: codes.length, prefix: batch.prefix },
    });
    return codes;
  });
}

async function lockedPromotion(tx: Parameters<typeof findPromotion>[0], id: string): Promise<StoredPromotion> {
  const p = await findPromotion(tx, id, true);
  if (!p) throw notFound('promotion.notFound');
  return p;
}
