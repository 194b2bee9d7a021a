import type { z } from 'zod';
import { ErrorBody } from '@storefront/contracts';
import { HttpError, type Said, isErrorCode, traceHeaders } from '@storefront/service-kit';

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
    throw new HttpError(503, 'gateway.service.unavailable', { service });
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) throw refusal(service, res.status, data);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new HttpError(503, 'service.unreadable', { service });
  return parsed.data;
}

/** Another service's refusal, passed on with its code, values and words; one that names no code is
 * said by its status. A failure on its side is a 503 naming it. */
function refusal(service: string, status: number, data: unknown): HttpError {
  if (status < 400 || status >= 500) return new HttpError(503, 'gateway.service.unavailable', { service });
  const body = ErrorBody.safeParse(data);
  const { code, values, message, details } = body.success ? body.data : {};
  if (code && isErrorCode(code)) return new HttpError(status, code, values, { message, details });
  // Words without a code are passed on as they came, without one.
  if (message) return new HttpError(status, message as Said);
  return status === 404 ? new HttpError(404, 'notFound') : new HttpError(status, 'service.refused', { service });
}
