export type ErrorValues = Record<string, string>;
export interface ProblemDetail {
  path: string;
  message: string;
  code?: string;
  values?: ErrorValues;
}

/** A failed call: the status, the service's message (English), and its code and values, which the page
 * shows in the shopper's language (see errors.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: ProblemDetail[],
    readonly code?: string,
    readonly values?: ErrorValues,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorAnswer = { message?: unknown; error?: unknown; code?: unknown; values?: unknown; details?: unknown };
const isText = (x: unknown): x is string => typeof x === 'string' && x.length > 0;
const isValues = (x: unknown): x is ErrorValues =>
  typeof x === 'object' && x !== null && Object.values(x).every((v) => typeof v === 'string');
const isDetail = (x: unknown): x is ProblemDetail =>
  typeof x === 'object' && x !== null && isText((x as ProblemDetail).path) && typeof (x as ProblemDetail).message === 'string';

/** The error a service's answer describes (any status that is not ok). */
export function errorFromAnswer(status: number, data: unknown): ApiError {
  const body = (typeof data === 'object' && data !== null ? data : {}) as ErrorAnswer;
  const message = isText(body.message) ? body.message : isText(body.error) ? body.error : `The store answered ${status}.`;
  const details = Array.isArray(body.details) ? body.details.filter(isDetail) : undefined;
  return new ApiError(status, message, details, isText(body.code) ? body.code : undefined, isValues(body.values) ? body.values : undefined);
}

export const NETWORK_ERROR = 'Could not reach the store. Check your connection and try again.';
export const INVALID_DATA = 'Invalid data format received.';

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when the server says the session is gone (401), so the session can be cleared. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** A W3C traceparent for one call (https://www.w3.org/TR/trace-context/): a new trace id and the id of
 * the browser's side of the call, sampled. The gateway's span continues it, so a trace starts where the
 * shopper acted; a few bytes instead of a browser tracing SDK on pages with a weight budget. */
export function newTraceparent(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `00-${hex.slice(0, 32)}-${hex.slice(32)}-01`;
}

export interface ApiOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Checks the answer's shape; a mismatch is reported as 'Invalid data format received.' */
  check?: (data: unknown) => data is T;
}

/** Calls the store's API on this origin, with the session cookie. Errors carry the server's message. */
export async function api<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        traceparent: newTraceparent(),
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR);
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    // A wrong password at login is not a lost session.
    if (response.status === 401 && !path.startsWith('/api/users/login')) unauthorizedListeners.forEach((l) => l());
    throw errorFromAnswer(response.status, data);
  }
  if (options.check && !options.check(data)) throw new ApiError(response.status, INVALID_DATA);
  return data as T;
}

/** Sends one file as multipart/form-data (uploads), with the same errors as api(). */
export async function uploadFile<T>(path: string, field: string, file: File, check?: (data: unknown) => data is T): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      body: form,
      headers: { Accept: 'application/json', traceparent: newTraceparent() },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromAnswer(response.status, data);
  if (check && !check(data)) throw new ApiError(response.status, INVALID_DATA);
  return data as T;
}
