import type { ErrorBody } from '@storefront/contracts';
import { type ErrorCode, type ErrorValues, errorCodeOf, errorText } from '@storefront/contracts/errors';

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

/** An error named by its code: its English text comes from the table (ERROR_MESSAGES). */
export const fail = (status: number, code: ErrorCode, values?: ErrorValues) => new HttpError(status, errorText(code, values));

type Detail = NonNullable<ErrorBody['details']>[number];

/** The code and values of a message, when the table names it. */
function coded(message: string): Pick<ErrorBody, 'code' | 'values'> {
  const found = errorCodeOf(message);
  return found ? { code: found.code, ...(found.values ? { values: found.values } : {}) } : {};
}

/** A success answer's words with their code, like an error's, so the browser shows them in the
 * shopper's language ('We have sent a link…'). */
export function saying<Rest extends object = object>(
  message: string,
  rest?: Rest,
): { message: string; code?: string; values?: Record<string, string> } & Rest {
  return { message, ...coded(message), ...(rest as Rest) };
}

/** Every error answer's body: the message, its code (found in the table by the message, so every throw
 * site keeps its words), and each problem's own. */
export function errorBody(message: string, details?: ErrorBody['details']): ErrorBody {
  const body: ErrorBody = { error: message, message, ...coded(message) };
  if (details && details.length > 0) body.details = details.map((d: Detail) => (d.code ? d : { ...d, ...coded(d.message) }));
  // The first problem is the message: it carries that problem's code when the message has none.
  if (!body.code && body.details?.[0]?.message === message && body.details[0].code) {
    body.code = body.details[0].code;
    if (body.details[0].values) body.values = body.details[0].values;
  }
  return body;
}
