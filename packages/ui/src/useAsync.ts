import { type DependencyList, startTransition, useCallback, useEffect, useState } from 'react';
import { forgetFirstAnswer, peekFirstAnswer } from './first-answers';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'done'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

const LOADING = { status: 'loading' } as const;

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

/** Runs `load` when its inputs change; an answer that arrives after the inputs moved on is dropped.
 * Until the answer for the current inputs is there, the state is 'loading'. */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  options: {
    /** The request `load` makes for the first inputs, and the shape of its answer: when it came with the
     * page (first-answers.ts), it is drawn at once instead of asked for. */
    first?: { path: string; check: (data: unknown) => data is T };
    /** Whether new inputs ask for what the last answer is, another way (the same product in another
     * language): that answer then stays shown until theirs arrives, instead of 'loading'. */
    sameThing?: (answered: readonly unknown[], now: readonly unknown[]) => boolean;
  } = {},
): AsyncState<T> & { reload: () => void } {
  const [round, setRound] = useState(0);
  const inputs = [...deps, round];
  // The last answer and the inputs it answers; `given` when it came with the page rather than from `load`.
  const [answer, setAnswer] = useState<{ inputs: readonly unknown[]; state: AsyncState<T>; given?: boolean } | null>(() => {
    const data = options.first && peekFirstAnswer(options.first.path, options.first.check);
    return data === undefined ? null : { inputs, state: { status: 'done', data }, given: true };
  });
  useEffect(() => {
    if (answer?.given && sameInputs(answer.inputs, inputs)) {
      // Shown: the answer that came with the page is used up.
      if (options.first) forgetFirstAnswer(options.first.path);
      return;
    }
    const controller = new AbortController();
    // The answer is drawn as a transition: React draws a long list (25 product cards) in slices and lets
    // the browser answer a tap in between, instead of one long task (what Lighthouse counts as blocking).
    const settle = (state: AsyncState<T>) => !controller.signal.aborted && startTransition(() => setAnswer({ inputs, state }));
    load(controller.signal).then(
      (data) => settle({ status: 'done', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's inputs, as with useEffect's own list
  }, inputs);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const kept = answer?.state.status === 'done' && options.sameThing?.(answer.inputs, inputs);
  const state = answer && (sameInputs(answer.inputs, inputs) || kept) ? answer.state : LOADING;
  return { ...state, reload };
}
