import { useEffect, useState } from 'react';
import { ApiError, type AsyncState, tabStorage } from '@storefront/ui';
import { MAX_CODES } from '@storefront/contracts/shop';

const KEY = 'storefront.promotion-codes';

/** A refusal of one of the codes sent (the service names it in `values.code`), or of codes at all (too
 * many tried): what the code field says, and which code to take out. */
export function refusedCode(err: unknown): { code: string | null } | null {
  if (!(err instanceof ApiError) || !err.code) return null;
  if (err.code.startsWith('limit.promotions')) return { code: null };
  if (!err.code.startsWith('promotion.')) return null;
  return { code: typeof err.values?.code === 'string' ? err.values.code : null };
}

/** The promotion codes the shopper entered, kept for this tab: the cart's and the checkout's are the same. */
export function useEnteredCodes() {
  const [codes, setCodes] = useState<string[]>(() => tabStorage.getJson<string[]>(KEY, []).slice(0, MAX_CODES));
  // Why a kept code was taken out: the server refused it.
  const [dropped, setDropped] = useState<unknown>(null);
  const keep = (next: string[]) => {
    tabStorage.setJson(KEY, next);
    setCodes(next);
  };
  return {
    codes,
    dropped,
    drop: (code: string, why: unknown) => {
      setDropped(why);
      keep(codes.filter((c) => c !== code));
    },
    add: (code: string) => keep([...codes.filter((c) => c !== code), code].slice(-MAX_CODES)),
    remove: (code: string) => keep(codes.filter((c) => c !== code)),
    /** After the order is placed: the codes are the order's now. */
    clear: () => keep([]),
  };
}

export type EnteredCodes = ReturnType<typeof useEnteredCodes>;

/** A kept code the server refuses (ended, used up, or nothing in the cart is for it) is taken out, and
 * why is kept for the code field to say. */
export function useDroppedCode(entered: EnteredCodes, summary: AsyncState<unknown>): unknown {
  useEffect(() => {
    if (summary.status !== 'error') return;
    const refused = refusedCode(summary.error);
    if (refused?.code && entered.codes.includes(refused.code)) entered.drop(refused.code, summary.error);
    // Only a new answer can refuse a code; the codes change with it.
  }, [summary]); // eslint-disable-line react-hooks/exhaustive-deps
  return entered.dropped;
}
