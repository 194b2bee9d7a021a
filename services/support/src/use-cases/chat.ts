import { randomInt } from 'node:crypto';
import type { ChatResponse, Identity, Language, Order } from '@storefront/contracts';
import { orderNumberOf } from '@storefront/contracts';
import type { OrdersClient } from '@storefront/clients';
import type { Database } from '@storefront/data';
import { HttpError, type RateLimiter } from '@storefront/service-kit';
import { type Proposal, pendingProposal, recordChatExchange, transcriptOf } from '../data/chat';
import { enqueueMail } from '../data/mail-queue';
import { isProvenAddress } from '../data/proven-addresses';
import { receiptMailOf } from '../data/receipts';
import { type Ticket, insertTicket, ticketOfConversation } from '../data/tickets';
import { ticketForStaff } from '../domain/staff-mails';
import { turnLine } from '../domain/transcript';
import * as say from '../domain/answers';
import { latestMove } from '../domain/order-steps';
import { isUnpaid, orderMeant, ordersHolding, wasPaid } from '../domain/orders-meant';
import { latestOrderAnswer, ordersUnreachable, returnStatusAnswer } from '../domain/replies';
import type { Assistant, Understanding } from '../domain/understanding';
import { type ShopProducts, stockReply } from './product-stock';

export interface ChatDeps {
  db: Database;
  assistant: Assistant;
  orders: OrdersClient;
  /** What the shop sells, for stock questions. */
  products: ShopProducts;
  supportInbox: string;
  /** Tickets opened from one client address (each mails the shop). */
  ticketsPerClient: RateLimiter;
  /** Receipts sent again per order (each mails the shopper). */
  receiptResendsPerOrder: RateLimiter;
  onMailQueued: () => void;
}

/** One message of a conversation, from whoever is on the page. */
export interface ChatTurn {
  message: string;
  conversationId: string;
  /** The page's language: the answer is in it, whichever language the message is in. */
  language: Language;
  shopper: Identity | undefined;
  /** For calling the orders service as the shopper (it checks ownership itself). */
  call: { requestId?: string; authorization: string };
  clientIp: string;
  log: { warn: (obj: object, msg: string) => void };
}

/**
 * Answers one chat message: understands it, and where the store can, acts on the signed-in shopper's own
 * orders (where one stands, cancelling an unpaid one once they confirm, sending a receipt again, where a
 * refund stands) or opens a ticket for a person. Records the exchange (and any offer awaiting a yes).
 */
export async function answerChat(deps: ChatDeps, turn: ChatTurn): Promise<ChatResponse> {
  const read = await deps.assistant.understand(turn.message, turn.language);
  // A return number quoted ("what about R-4F7A2C?") asks where that return stands, however it reads.
  const asksAfterReturn = read.returnNumber !== undefined && ['returns', 'refund', 'order-status'].includes(read.intent);
  const understood: Understanding = asksAfterReturn ? { ...read, intent: 'refund-status' } : read;
  // Only a signed-in shopper is ever offered anything.
  const offered = turn.shopper ? await pendingProposal(deps.db, turn.conversationId) : undefined;
  let outcome: Outcome;
  try {
    outcome = await respond(deps, turn, understood, offered);
  } catch (err) {
    if (!isUnreachable(err)) throw err;
    turn.log.warn({ err: (err as Error).message }, 'orders unavailable for the assistant');
    outcome = { reply: ordersUnreachable(turn.language) };
  }
  if (!outcome.recorded) {
    await deps.db.transaction((tx) =>
      recordChatExchange(tx, {
        conversationId: turn.conversationId,
        userId: turn.shopper?.userId ?? null,
        message: turn.message,
        reply: outcome.reply,
        topic: understood.intent,
        confidence: understood.score,
        proposal: outcome.proposal,
      }),
    );
  }
  return { message: outcome.reply, topic: understood.intent, conversationId: turn.conversationId };
}

interface Outcome {
  reply: string;
  proposal?: Proposal;
  /** The exchange was recorded with what the answer did (a ticket). */
  recorded?: boolean;
}

async function respond(deps: ChatDeps, turn: ChatTurn, u: Understanding, offered: Proposal | undefined): Promise<Outcome> {
  const { language, shopper } = turn;
  // An offer is taken up by a yes (or by asking the same again without naming another order).
  if (offered && (u.intent === 'agree' || (u.intent === 'cancel-order' && !u.orderNumber && !u.day))) {
    return { reply: await cancelOffered(deps, turn, offered) };
  }
  if (offered && u.intent === 'decline') return { reply: say.keptOrder(orderNumberOf(offered.orderId), language) };
  if (u.giftCard && !BEYOND_GIFT_CARDS.includes(u.intent)) return { reply: await giftCardReply(deps, turn, u.giftCard, language) };
  if (u.intent === 'unknown') return { reply: say.unknown(language) };
  if (u.intent === 'human' || u.intent === 'complaint') return openTicket(deps, turn, u.intent, u.score);
  const ordersOf = () => deps.orders.ordersOf(shopper!.userId, turn.call);
  if (shopper) {
    switch (u.intent) {
      case 'order-status': {
        const theirs = await ordersOf();
        const meant = orderMeant(u.orderNumber || u.day ? theirs : ordersHolding(theirs, turn.message), u);
        if (meant.missing) return { reply: say.orderNotFound(meant.missing, language) };
        return { reply: latestOrderAnswer(meant.order, language, meant.order === theirs[0]) };
      }
      case 'refund-status': {
        // A return number says which; else the orders holding what the message names.
        const theirs = await ordersOf();
        return { reply: returnStatusAnswer(u.returnNumber ? theirs : ordersHolding(theirs, turn.message), u.returnNumber, language) };
      }
      case 'refund': {
        // "When do I get my refund?" reads much like "how do refunds work?": with a return or refund of
        // theirs under way, where it stands is the answer; without, how refunds work. "My refund for the
        // headphones" is of the orders that hold them.
        const theirs = ordersHolding(await ordersOf(), turn.message);
        const step = latestMove(theirs)?.step;
        const underWay = step !== undefined && (step.kind === 'return' || step.refund.status === 'Pending');
        return { reply: underWay ? returnStatusAnswer(theirs, undefined, language) : say.answer('refund', language) };
      }
      case 'cancel-order':
        return offerCancel(await ordersOf(), u, language);
      case 'invoice':
        return { reply: await resendReceipt(deps, await ordersOf(), u, language) };
      default:
    }
  }
  if (u.intent === 'promotions') return { reply: await promotionsReply(deps, turn, language) };
  if (u.intent === 'product-question') {
    const stock = await stockOf(deps, turn, u);
    if (stock) return { reply: stock };
  }
  return { reply: say.answer(u.intent, language) };
}

/** What a message naming a gift card is still read as: asking for a person, complaining, or cancelling
 * (whatever else it was classified as, the gift card is what it is about). */
const BEYOND_GIFT_CARDS: ReadonlyArray<Understanding['intent']> = ['human', 'complaint', 'cancel-order', 'agree', 'decline'];

/** How to use a gift card, or what is left: a signed-in shopper's store credit, from the orders service. */
async function giftCardReply(deps: ChatDeps, turn: ChatTurn, question: 'buy' | 'use' | 'balance', language: Language): Promise<string> {
  if (question === 'buy') return say.answer('promotions', language);
  if (question === 'use' || !turn.shopper) return say.giftCardHelp(question, language);
  return say.storeCredit(await deps.orders.storeCreditOf(turn.call), language);
}

/** The sales on now, from the orders service; the general answer when it cannot be reached. */
async function promotionsReply(deps: ChatDeps, turn: ChatTurn, language: Language): Promise<string> {
  try {
    return say.promotionsNow(await deps.orders.currentPromotions({ requestId: turn.call.requestId }), language);
  } catch (err) {
    if (!isUnreachable(err)) throw err;
    turn.log.warn({ err: (err as Error).message }, 'orders unavailable for the assistant');
    return say.answer('promotions', language);
  }
}

/** A stock question about a product of the shop, answered from the catalogue; undefined for any other
 * product question, or when the catalogue cannot be reached (the general answer then stands). */
async function stockOf(deps: ChatDeps, turn: ChatTurn, u: Understanding): Promise<string | undefined> {
  try {
    return await stockReply(
      deps.products,
      { message: turn.message, readIn: u.language, language: turn.language },
      { requestId: turn.call.requestId },
    );
  } catch (err) {
    if (!isUnreachable(err)) throw err;
    turn.log.warn({ err: (err as Error).message }, 'catalog unavailable for the assistant');
    return undefined;
  }
}

/** "Cancel my order": an unpaid order is offered for cancelling, to be confirmed in the next message. */
function offerCancel(orders: Order[], u: Understanding, language: Language): Outcome {
  const meant = orderMeant(orders, u, isUnpaid);
  if (meant.missing) return { reply: say.orderNotFound(meant.missing, language) };
  const order = meant.order;
  if (!order || (!u.orderNumber && !u.day && !isUnpaid(order))) return { reply: say.noOrderToCancel(language) };
  const number = orderNumberOf(order._id);
  if (!isUnpaid(order)) return { reply: say.cannotCancel(number, order.status, language) };
  return { reply: say.confirmCancel(number, language), proposal: { action: 'cancel-order', orderId: order._id } };
}

/** The shopper said yes. The orders service would cancel a paid order too (and refund it), so the order
 * is looked at again first: a payment made since the offer wins, and the chat cancels nothing paid. */
async function cancelOffered(deps: ChatDeps, turn: ChatTurn, offered: Proposal): Promise<string> {
  const number = orderNumberOf(offered.orderId);
  // Why it cannot be cancelled, as the order stands now; undefined while it is theirs and unpaid.
  const whyNot = async () => {
    const now = (await deps.orders.ordersOf(turn.shopper!.userId, turn.call)).find((o) => o._id === offered.orderId);
    if (!now) return say.orderNotFound(number, turn.language);
    return isUnpaid(now) ? undefined : say.cannotCancel(number, now.status, turn.language);
  };
  const before = await whyNot();
  if (before) return before;
  try {
    await deps.orders.cancelOrder(offered.orderId, 'Cancelled by the shopper in the chat', turn.call);
    return say.cancelled(number, turn.language);
  } catch (err) {
    // Moved on in the meantime (409), or no longer theirs (403/404): say why, as it stands now.
    const status = (err as { status?: number }).status;
    const why = status !== undefined && status >= 400 && status < 500 ? await whyNot() : undefined;
    if (why) return why;
    throw err;
  }
}

/** "Send me my receipt": the receipt mailed when the order was paid goes out again, as it was. */
async function resendReceipt(deps: ChatDeps, orders: Order[], u: Understanding, language: Language): Promise<string> {
  const meant = orderMeant(orders, u, wasPaid);
  if (meant.missing) return say.orderNotFound(meant.missing, language);
  const order = meant.order && wasPaid(meant.order) ? meant.order : undefined;
  const receipt = order && (await receiptMailOf(deps.db, order._id));
  if (!order || !receipt) return say.noPaidOrder(language);
  const number = orderNumberOf(order._id);
  if (!(await deps.receiptResendsPerOrder.allows(`receipt:${order._id}`))) return say.receiptSentOften(number, receipt.to, language);
  await enqueueMail(deps.db, receipt);
  deps.onMailQueued();
  return say.receiptResent(number, receipt.to, language);
}

/** "I want to talk to a person", or a complaint: a ticket with the conversation, mailed to the shop (and
 * acknowledged to a signed-in shopper), stored with this exchange. One per conversation. */
async function openTicket(deps: ChatDeps, turn: ChatTurn, intent: 'human' | 'complaint', score: number): Promise<Outcome> {
  const { language, shopper } = turn;
  const replyFor = (ticket: Ticket) =>
    !ticket.email
      ? say.ticketNeedsEmail(ticket.ticketNumber, language)
      : ticket.kind === 'complaint'
        ? say.ticketOpenedComplaint(ticket.ticketNumber, language)
        : say.ticketOpened(ticket.ticketNumber, language);
  const existing = await ticketOfConversation(deps.db, turn.conversationId);
  if (existing) return { reply: replyFor(existing) };
  // Over the limit: the ways to reach a person that need no ticket (the contact form, the phone).
  if (!(await deps.ticketsPerClient.allows(`ticket:${turn.clientIp}`))) return { reply: say.answer(intent, language) };
  const ticket: Ticket = {
    ticketNumber: newTicketNumber(),
    kind: intent === 'human' ? 'person' : 'complaint',
    email: shopper?.email || null,
  };
  const reply = replyFor(ticket);
  const before = await transcriptOf(deps.db, turn.conversationId);
  const proven = !!shopper?.email && (await isProvenAddress(deps.db, shopper.userId, shopper.email));
  const stamp = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const transcript = [before, turnLine(stamp, 'Shopper', turn.message)].filter(Boolean).join('\n');
  const opened = await deps.db.transaction(async (tx) => {
    // Two quick asks in one conversation: the second finds the first's ticket and mails nothing.
    if (!(await insertTicket(tx, { ...ticket, conversationId: turn.conversationId, userId: shopper?.userId ?? null, transcript }))) {
      return false;
    }
    await enqueueMail(tx, {
      to: deps.supportInbox,
      ...(shopper?.email ? { replyTo: shopper.email } : {}),
      ...ticketForStaff({ ticketNumber: ticket.ticketNumber, kind: ticket.kind, shopper, proven, language, transcript }),
    });
    if (shopper?.email) await enqueueMail(tx, { to: shopper.email, ...say.ticketAcknowledgement(ticket.ticketNumber, language) });
    await recordChatExchange(tx, {
      conversationId: turn.conversationId,
      userId: shopper?.userId ?? null,
      message: turn.message,
      reply,
      topic: intent,
      confidence: score,
    });
    return true;
  });
  if (!opened) {
    const first = await ticketOfConversation(deps.db, turn.conversationId);
    return { reply: first ? replyFor(first) : say.answer(intent, language) };
  }
  deps.onMailQueued();
  return { reply, recorded: true };
}

/** "T-" and 6 characters that cannot be misread over the phone (no 0/O, 1/I/L). */
function newTicketNumber(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  let n = 'T-';
  for (let i = 0; i < 6; i++) n += alphabet[randomInt(alphabet.length)];
  return n;
}

/** The orders service is down, slow or refusing (callService's HttpError): the assistant says so rather
 * than failing the chat. */
const isUnreachable = (err: unknown) => err instanceof HttpError;
