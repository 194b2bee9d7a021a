import { AsyncLocalStorage } from 'node:async_hooks';

/** The correlation id of the work under way: the request id of the HTTP request being answered (set by
 * the service kit's request middleware), or the one carried by the event a consumer is handling. Kept
 * in async context so that `addToOutbox` stamps it on every event without its callers passing it on. */
const correlation = new AsyncLocalStorage<{ correlationId: string | undefined }>();

/** Runs `work` (and everything it starts) under `correlationId`; undefined runs it under none, so an
 * event without one never takes on the correlation of whatever happened to start its delivery. */
export function withCorrelation<T>(correlationId: string | undefined, work: () => T): T {
  return correlation.run({ correlationId }, work);
}

export function currentCorrelationId(): string | undefined {
  return correlation.getStore()?.correlationId;
}
