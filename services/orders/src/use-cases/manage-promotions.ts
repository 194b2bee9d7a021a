import type { AdminPromotion, Identity, PromotionChanged, PromotionInput } from '@storefront/contracts';
import type { Database, Queryable } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
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

/** The promotions the back office changes, and the relay to tell of what it announces. */
type Promotions = { db: Database; onEventsWritten: () => void };

/** Announces a promotion as it now is (promotion.changed), in the transaction that changed it. */
async function announce(tx: Queryable, id: string): Promise<void> {
  const p = (await findPromotion(tx, id))!;
  const changed: PromotionChanged = {
    promotionId: id,
    name: p.terms.name,
    applies: p.requiresCode ? 'with-code' : 'automatically',
    status: p.status,
    target: p.terms.target,
    benefit: p.terms.benefit,
    minSubtotalCents: p.terms.minSubtotalCents,
    combines: p.terms.combines,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt?.toISOString() ?? null,
    usageLimit: p.usageLimit,
    signedInOnly: p.signedInOnly,
    firstOrderOnly: p.firstOrderOnly,
    changedAt: new Date().toISOString(),
  };
  await addToOutbox(tx, 'orders', 'promotion.changed', changed);
}

/** Adds a promotion, audited with what it is. */
export async function createPromotion(
  { db, onEventsWritten }: Promotions,
  actor: Identity,
  input: PromotionInput,
): Promise<AdminPromotion> {
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
    await announce(tx, made);
    return made;
  });
  onEventsWritten();
  return audited(db)(id);
}

/** Changes a promotion's terms. Orders placed meanwhile keep the terms they were placed with. */
export async function changePromotion(
  { db, onEventsWritten }: Promotions,
  actor: Identity,
  id: string,
  input: PromotionInput,
): Promise<AdminPromotion> {
  await db.transaction(async (tx) => {
    const before = await lockedPromotion(tx, id);
    if (before.status === 'ended') throw conflict('promotion.ended');
    if (input.usageLimit !== undefined && input.usageLimit < before.uses) {
      throw badRequest('field.tooSmall', { minimum: String(before.uses) });
    }
    await updatePromotion(tx, id, input);
    await recordAudit(tx, 'orders', { actor, action: 'promotion.updated', targetType: 'promotion', targetId: id, before, after: input });
    await announce(tx, id);
  });
  onEventsWritten();
  return audited(db)(id);
}

/** Pauses, resumes or ends a promotion. An ended one stays ended: its orders and figures remain. */
export async function changePromotionStatus(
  { db, onEventsWritten }: Promotions,
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
    await announce(tx, id);
  });
  onEventsWritten();
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
