import type { z } from 'zod';
import { HttpError, traceHeaders } from '@storefront/service-kit';

export interface ServiceCallOptions {
  /** Passed on as X-Request-Id so one shopper's request can be followed across services. */
  requestId?: string;
  /** Passed on as the caller's session, where the other service checks identity itself. */
  authorization?: string;
  timeoutMs?: number;
  method?: string;
  body?: unknown;
}

/** Calls another service and checks the answer's shape. A service that is down, slow or answering
 * nonsense becomes a 503 naming it, never a hang or a 500. */
export async function callService<S extends z.ZodType>(
  service: string,
  url: string,
  schema: S,
  options: ServiceCallOptions = {},
): Promise<z.output<S>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: options.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(options.requestId ? { 'X-Request-Id': options.requestId } : {}),
        ...(options.authorization ? { Authorization: options.authorization } : {}),
        ...traceHeaders(), // the other service's span continues the caller's trace
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
  } catch {
    throw new HttpError(503, `The ${service} service is not available right now. Please try again shortly.`);
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const message = (data as { message?: string } | undefined)?.message;
    if (res.status === 404) throw new HttpError(404, message ?? 'Not found.');
    if (res.status >= 400 && res.status < 500) throw new HttpError(res.status, message ?? `The ${service} service refused the request.`);
    throw new HttpError(503, `The ${service} service is not available right now. Please try again shortly.`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new HttpError(503, `The ${service} service gave an answer we could not read.`);
  return parsed.data;
}
