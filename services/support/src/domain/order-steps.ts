import type { Order, OrderReturn, Refund } from '@storefront/contracts';

// Where an order's returns and refunds stand, in no language: the replies (replies.ts, from the
// support catalogue) say it in each.

export const byTime =
  <T>(at: (x: T) => string) =>
  (a: T, b: T) =>
    new Date(at(a)).getTime() - new Date(at(b)).getTime();

/** The latest thing that happened to an order's returns and refunds: what the shopper is waiting for. */
export type Step = { kind: 'return'; ret: OrderReturn; at: string } | { kind: 'refund'; refund: Refund; at: string };

export function latestStep(order: Order): Step | undefined {
  const steps: Step[] = [
    ...order.returns.map((ret): Step => ({ kind: 'return', ret, at: ret.receivedAt ?? ret.requestedAt })),
    ...order.refunds.map((refund): Step => ({ kind: 'refund', refund, at: refund.settledAt ?? refund.createdAt })),
  ];
  return steps.sort(byTime((s) => s.at)).at(-1);
}

/** Where one return stands: waiting for the parcel, received (the refund follows), or refunded. */
export function returnStep(order: Order, ret: OrderReturn): Step {
  if (ret.status === 'Received') {
    const receivedAt = new Date(ret.receivedAt ?? ret.requestedAt).getTime();
    const refund = order.refunds
      .filter((r) => new Date(r.createdAt).getTime() >= receivedAt)
      .sort(byTime((r) => r.createdAt))
      .at(-1);
    if (refund) return { kind: 'refund', refund, at: refund.createdAt };
  }
  return { kind: 'return', ret, at: ret.requestedAt };
}

/** The latest cancellation refund of an order, if any. */
export const latestRefund = (order: Order): Refund | undefined => [...order.refunds].sort(byTime((r) => r.createdAt)).at(-1);

/** The order whose return or refund moved last, and that step (for a return: where it stands now). */
export function latestMove(orders: Order[]): { order: Order; step: Step } | undefined {
  const latest = orders
    .map((order) => ({ order, step: latestStep(order) }))
    .filter((x): x is { order: Order; step: Step } => x.step !== undefined)
    .sort((a, b) => byTime((s: Step) => s.at)(a.step, b.step))
    .at(-1);
  if (!latest) return undefined;
  const { order, step } = latest;
  return { order, step: step.kind === 'return' ? returnStep(order, step.ret) : step };
}

/** The return quoted by its number ("R-4F7A2C", any case) among the shopper's orders, and where it stands. */
export function quotedReturn(orders: Order[], returnNumber: string): { order: Order; step: Step } | undefined {
  for (const order of orders) {
    const ret = order.returns.find((r) => r.returnNumber.toUpperCase() === returnNumber.toUpperCase());
    if (ret) return { order, step: returnStep(order, ret) };
  }
  return undefined;
}

/** A delivered order the shopper can still return items from, and until when. */
export function returnableDelivery(orders: Order[], windowDays: number): { order: Order; until: Date } | undefined {
  const delivered = orders.find((o) => o.deliveredAt);
  if (!delivered) return undefined;
  const until = new Date(new Date(delivered.deliveredAt!).getTime() + windowDays * 86_400_000);
  return until > new Date() ? { order: delivered, until } : undefined;
}
