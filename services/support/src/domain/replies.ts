import type { Order } from '@storefront/contracts';
import { KNOWLEDGE, type Topic, UNKNOWN_ANSWER } from './knowledge';

const answers = new Map(KNOWLEDGE.map((k) => [k.topic, k.answer]));

export function answerFor(topic: Topic | 'unknown'): string {
  return topic === 'unknown' ? UNKNOWN_ANSWER : answers.get(topic)!;
}

const day = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const placed = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { month: 'long', day: 'numeric', year: 'numeric' });

/** The answer to "where is my order" from the shopper's real latest order. */
export function latestOrderAnswer(order: Order | undefined): string {
  if (!order) return "I can't find any orders on your account yet. Once you place one, you can follow it under Returns & Orders (/orders).";
  const id = order._id.slice(0, 8).toUpperCase();
  const items = order.items.length === 1 ? order.items[0]!.name : `${order.items.length} items`;
  const intro = `Your latest order, ${id} (${items}, $${order.totalAmount.toFixed(2)}), placed ${placed(order.createdAt)}, is ${order.status}.`;
  switch (order.status) {
    case 'Paid':
      return `${intro} It is on its way for delivery on ${day(order.deliveryDate)}.`;
    case 'Shipped':
      return `${intro} It should reach you by ${day(order.deliveryDate)}.`;
    case 'Delivered':
      return `${intro} Something wrong with it? Returns are free within 30 days.`;
    case 'Pending Payment':
      return `${intro} It is waiting for payment: open Your Orders (/orders) and choose Proceed to Checkout to pay for it.`;
    case 'Payment Failed':
      return `${intro} The payment did not go through, so nothing was charged: open Your Orders (/orders) and choose Buy Again to order the same things.`;
    case 'Backordered':
      return `${intro} It is paid, but part of it sold out before your payment came: we will send it as soon as it is back in stock, or refund it if you ask us through Customer Service (/customer-service).`;
    default:
      return `${intro} See Your Orders (/orders) for the details.`;
  }
}

export function receiptText(p: {
  customerName: string;
  orderId: string;
  items: Array<{ name: string; price: number; quantity: number }>;
  subtotal: number;
  tax: number;
  totalAmount: number;
  paidAt: string;
}): string {
  const money = (n: number) => `$${n.toFixed(2)}`;
  const lines = p.items.map((i) => `  ${i.quantity} x ${i.name} @ ${money(i.price)} = ${money(Math.round(i.price * 100 * i.quantity) / 100)}`);
  return [
    `Hello ${p.customerName || 'there'},`,
    '',
    `Thank you for your order! This is your receipt for order ${p.orderId}, paid on ${placed(p.paidAt)}.`,
    '',
    ...lines,
    '',
    `  Subtotal: ${money(p.subtotal)}`,
    `  Shipping: $0.00`,
    `  GST/HST and provincial tax: ${money(p.tax)}`,
    `  Total charged: ${money(p.totalAmount)} CAD`,
    '',
    'Follow your order under Returns & Orders. Returns are free within 30 days.',
    '',
    'Maple Market · 100 Queen Street West, Toronto, ON M5H 2N2 · 1-800-555-0199',
  ].join('\n');
}
