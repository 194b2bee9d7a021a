import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router-dom';

/** Changes the address's search parameters from the latest ones. */
export type SearchParamsChange = (change: (now: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void;

/**
 * The address's search parameters as drawn, and a change that starts from the latest ones. React Router
 * draws a navigation as a transition, later on a busy phone; a second change made before then (a second
 * filter ticked at once) would start from the parameters drawn, as its own `setSearchParams` does, and
 * undo the first. Here it starts from the last navigation this page made that is not drawn yet.
 */
export function useLatestSearchParams(): [URLSearchParams, SearchParamsChange] {
  const [params, setParams] = useSearchParams();
  // What this page navigated to and has not drawn yet, oldest first.
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const drawn = params.toString();
    const at = sent.current.indexOf(drawn);
    // One of ours drawn: the ones before it are past. Another address (Back, a link) replaces them all.
    sent.current = at >= 0 ? sent.current.slice(at + 1) : [];
  }, [params]);
  const change = useCallback<SearchParamsChange>(
    (update, options) => {
      const latest = sent.current.at(-1);
      const next = update(new URLSearchParams(latest ?? params));
      sent.current.push(next.toString());
      setParams(next, options);
    },
    [params, setParams],
  );
  return [params, change];
}
