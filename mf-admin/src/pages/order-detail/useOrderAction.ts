import { useState } from 'react';
import { errorMessage } from '@storefront/ui';
import type { AdminOrder } from '@storefront/contracts';

/** `done` is what to say when the action went through: a text, or one made from the service's answer. */
export type Run = <T>(done: string | ((answer: T) => string), action: () => Promise<T>) => Promise<boolean>;

/** What each of the order's action forms is given: the order, the way to run an action, and whether one is running. */
export interface ActionProps {
  order: AdminOrder;
  run: Run;
  busy: boolean;
}

/** Runs one action at a time; the service's own message when it refuses (409, 400), and the order anew after. */
export function useOrderAction(reload: () => void) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run: Run = async (done, action) => {
    setMessage(null);
    setBusy(true);
    try {
      const answer = await action();
      setMessage({ ok: true, text: typeof done === 'string' ? done : done(answer) });
      reload();
      return true;
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, message };
}
