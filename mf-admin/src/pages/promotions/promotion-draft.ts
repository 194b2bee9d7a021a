import type { AdminPromotion } from '@storefront/contracts';
import { STORE_TIME_ZONE } from '@storefront/contracts/shop';
import type { PromotionForm } from '../../api';

export const BENEFIT_KINDS = ['percent', 'fixed', 'free-shipping', 'buy-get', 'tiers'] as const;
export const TARGET_KINDS = ['order', 'categories', 'products', 'variants'] as const;

/** The promotion form as typed: every field a string or a box, parsed only when sent. */
export interface PromotionDraft {
  name: string;
  code: string;
  applies: 'automatically' | 'with-code';
  kind: (typeof BENEFIT_KINDS)[number];
  percent: string;
  amount: string;
  buy: string;
  get: string;
  /** "2:10, 5:20": 2 items for 10 %, 5 for 20 %. */
  tiers: string;
  targetKind: (typeof TARGET_KINDS)[number];
  /** Category names, or product or variant ids, separated by commas. */
  targetList: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  signedInOnly: boolean;
  firstOrderOnly: boolean;
  combines: boolean;
}

export const emptyDraft = (today: string): PromotionDraft => ({
  name: '',
  code: '',
  applies: 'with-code',
  kind: 'percent',
  percent: '',
  amount: '',
  buy: '2',
  get: '1',
  tiers: '',
  targetKind: 'order',
  targetList: '',
  minSubtotal: '',
  startsAt: today,
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  signedInOnly: false,
  firstOrderOnly: false,
  combines: true,
});

const list = (text: string) =>
  text
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
/** A number as typed, or the text itself (the service says what is wrong with it). */
const num = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text.trim());
const optionalNum = (text: string) => (text.trim() === '' ? undefined : num(text));

function benefitOf(d: PromotionDraft): Record<string, unknown> {
  switch (d.kind) {
    case 'percent':
      return { kind: 'percent', percent: num(d.percent) };
    case 'fixed':
      return { kind: 'fixed', amount: num(d.amount) };
    case 'free-shipping':
      return { kind: 'free-shipping' };
    case 'buy-get':
      return { kind: 'buy-get', buy: num(d.buy), get: num(d.get), percent: num(d.percent || '100') };
    case 'tiers':
      return {
        kind: 'tiers',
        tiers: list(d.tiers).map((t) => {
          const [quantity = '', percent = ''] = t.split(':');
          return { quantity: num(quantity), percent: num(percent) };
        }),
      };
  }
}

/** What the form sends: PromotionInput. */
export function formOf(d: PromotionDraft): PromotionForm {
  const target =
    d.targetKind === 'order'
      ? { kind: 'order' }
      : d.targetKind === 'categories'
        ? { kind: 'categories', names: list(d.targetList) }
        : { kind: d.targetKind, ids: list(d.targetList) };
  return {
    name: d.name,
    ...(d.code.trim() ? { code: d.code.trim() } : {}),
    applies: d.applies,
    target,
    benefit: benefitOf(d),
    ...(d.minSubtotal.trim() ? { minSubtotal: num(d.minSubtotal) } : {}),
    combines: d.combines,
    startsAt: d.startsAt,
    ...(d.endsAt ? { endsAt: d.endsAt } : {}),
    usageLimit: optionalNum(d.usageLimit),
    perCustomerLimit: optionalNum(d.perCustomerLimit),
    signedInOnly: d.signedInOnly,
    firstOrderOnly: d.firstOrderOnly,
  };
}

/** A day of the shop's calendar (Toronto) as the date field writes it. */
export const shopDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** A promotion as the form shows it to be changed. The end is the last day it runs. */
export function draftOf(p: AdminPromotion): PromotionDraft {
  const b = p.benefit as Record<string, unknown>;
  const text = (x: unknown) => (x === undefined || x === null ? '' : String(x));
  const tiers = Array.isArray(b.tiers) ? (b.tiers as Array<{ quantity: number; percent: number }>) : [];
  return {
    name: p.name,
    code: p.code ?? '',
    applies: p.applies,
    kind: (BENEFIT_KINDS as readonly string[]).includes(String(b.kind)) ? (b.kind as PromotionDraft['kind']) : 'percent',
    percent: text(b.percent),
    amount: text(b.amount),
    buy: text(b.buy),
    get: text(b.get),
    tiers: tiers.map((t) => `${t.quantity}:${t.percent}`).join(', '),
    targetKind: p.target.kind,
    targetList: p.target.kind === 'categories' ? p.target.names.join(', ') : p.target.kind === 'order' ? '' : p.target.ids.join(', '),
    minSubtotal: p.minSubtotal > 0 ? String(p.minSubtotal) : '',
    startsAt: shopDay(p.startsAt),
    endsAt: p.endsAt ? shopDay(new Date(new Date(p.endsAt).getTime() - 1).toISOString()) : '',
    usageLimit: text(p.usageLimit),
    perCustomerLimit: text(p.perCustomerLimit),
    signedInOnly: p.signedInOnly,
    firstOrderOnly: p.firstOrderOnly,
    combines: p.combines,
  };
}
