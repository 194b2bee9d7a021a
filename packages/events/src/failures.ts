// Why a consumer's handler failed decides what the bus does with the event. A passing failure (the
// database or another service out of reach, a timeout, a conflict with another transaction) says nothing
// about the event: it is tried again, with a pause that grows to a cap, for as long as it takes, and never
// counts towards dead-lettering. Anything else (a payload that does not parse, a rule that will never
// pass, a bug) is the event's own problem: tried a few times, then dead-lettered with the reason.

/** PostgreSQL error classes and codes that pass: connection exceptions (08), the server shutting down or
 * starting (57P01-57P03), insufficient resources (53), a serialization failure or deadlock (40001,
 * 40P01), a lock not available in time (55P03) and a statement cancelled by its timeout (57014). */
const PASSING_SQLSTATE = /^(08|53|57P0[123]$|40001$|40P01$|55P03$|57014$)/;

/** Node's network errors: the other end refused, reset, went quiet or cannot be found just now. */
const PASSING_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** What pg and the pool say, without a code, when a connection is lost or cannot be had in time. */
const PASSING_MESSAGES = [
  /Connection terminated/i,
  /Query read timeout/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
  /The message broker is not reachable/i,
  // A database refusing connections for now (ALLOW_CONNECTIONS false during maintenance, or a failover).
  /is not currently accepting connections/i,
];

interface FailureLike {
  code?: unknown;
  status?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Whether a handler's failure is a passing one (see above), looking through its causes. */
export function isPassingFailure(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  const e = err as FailureLike;
  if (typeof e.code === 'string' && (PASSING_SQLSTATE.test(e.code) || PASSING_NETWORK_CODES.has(e.code))) return true;
  // Another service answered that it is unavailable or busy (the service clients' HttpError).
  if (typeof e.status === 'number' && (e.status >= 500 || e.status === 429)) return true;
  if (e.name === 'BusUnavailableError') return true;
  if (typeof e.message === 'string' && PASSING_MESSAGES.some((m) => m.test(e.message as string))) return true;
  if (err instanceof AggregateError) return err.errors.length > 0 && err.errors.every((inner) => isPassingFailure(inner, depth + 1));
  return isPassingFailure(e.cause, depth + 1);
}

/** The pause before the next try after the `n`th passing failure in a row: 0.5 s doubling to 30 s. */
export const passingFailureBackoffMs = (n: number) => Math.min(500 * 2 ** (n - 1), 30_000);

/** Runs `work` again after a passing failure, a few times over about a second and a half, before
 * letting the failure through: for a request whose caller would otherwise wait long to retry (a
 * payment provider's webhook backs off for minutes). `work` must be safe to repeat. */
export async function retryingPassingFailures<T>(work: () => Promise<T>, tries = 5, firstPauseMs = 100): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await work();
    } catch (err) {
      if (n >= tries || !isPassingFailure(err)) throw err;
      await new Promise((r) => setTimeout(r, firstPauseMs * 2 ** (n - 1)));
    }
  }
}
