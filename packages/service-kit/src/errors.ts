import type { ErrorBody } from '@storefront/contracts';

/** An error that becomes an HTTP answer: its message is meant for the person or program that called. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: ErrorBody['details'],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: ErrorBody['details']) => new HttpError(400, message, details);
export const unauthorized = (message = 'Please log in first.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function errorBody(message: string, details?: ErrorBody['details']): ErrorBody {
  return details && details.length > 0 ? { error: message, message, details } : { error: message, message };
}
