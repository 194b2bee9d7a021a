export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Array<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
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
    const body = (data ?? {}) as { message?: string; error?: string; details?: ApiError['details'] };
    // A wrong password at login is not a lost session.
    if (response.status === 401 && !path.startsWith('/api/users/login')) unauthorizedListeners.forEach((l) => l());
    throw new ApiError(response.status, body.message || body.error || `The store answered ${response.status}.`, body.details);
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
    response = await fetch(path, { method: 'POST', credentials: 'include', body: form, headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  const data = (await response.json().catch(() => undefined)) as { message?: string; error?: string } | undefined;
  if (!response.ok) throw new ApiError(response.status, data?.message || data?.error || `The store answered ${response.status}.`);
  if (check && !check(data)) throw new ApiError(response.status, INVALID_DATA);
  return data as T;
}

/** The message to show for an error of any kind. */
export function errorMessage(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
