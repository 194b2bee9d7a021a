import type { ErrorBody } from '@storefront/contracts';
import { ERROR_MESSAGES, type ErrorCode, type ErrorValues, errorText } from '@storefront/contracts/errors';

export type { ErrorCode, ErrorValues };

/** What an answer says: a code of the catalogue (ERROR_MESSAGES). A sentence of its own is only for
 * code outside the store's services (a test's own route): it is answered as it is, without a code.
 * The store's sources throw codes only; error-codes.test.ts checks. */
export type Said = ErrorCode | `${string} ${string}`;

export type ErrorDetail = NonNullable<ErrorBody['details']>[number];

export interface ErrorExtras {
  /** Each problem of a request, when there are several (a form's fields). */
  details?: ErrorDetail[];
  headers?: Record<string, string>;
  /** The words when they are not the code's own English: a schema's sentence, or another service's
   * answer passed on as it came. */
  message?: string;
}

export const isErrorCode = (said: string): said is ErrorCode => Object.hasOwn(ERROR_MESSAGES, said);

/** An error that becomes an HTTP answer, named by its code: its English text comes from the
 * catalogue, and the error handler answers it with its code and values. */
export class HttpError extends Error {
  readonly code?: ErrorCode;
  readonly values?: ErrorValues;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;

  constructor(
    readonly status: number,
    said: Said,
    values?: ErrorValues,
    extras: ErrorExtras = {},
  ) {
    const code = isErrorCode(said) ? said : undefined;
    super(extras.message ?? (code ? errorText(code, values) : said));
    this.name = 'HttpError';
    this.code = code;
    if (code && values && Object.keys(values).length > 0) this.values = values;
    if (extras.details) this.details = extras.details;
    if (extras.headers) this.headers = extras.headers;
  }
}

/** One problem of a request, by its code, with its English words. */
export function detail(path: string, code: ErrorCode, values?: ErrorValues): ErrorDetail {
  return { path, message: errorText(code, values), code, ...(values && Object.keys(values).length > 0 ? { values } : {}) };
}

export const badRequest = (code: ErrorCode, values?: ErrorValues, details?: ErrorDetail[]) => new HttpError(400, code, values, { details });
export const unauthorized = (code: ErrorCode = 'auth.required') => new HttpError(401, code);
export const forbidden = (code: ErrorCode = 'auth.forbidden', values?: ErrorValues) => new HttpError(403, code, values);
/** 'Not found.', or what is not found by its code; a test's own route may say it in a sentence (Said). */
export const notFound = (code: Said = 'notFound', values?: ErrorValues) => new HttpError(404, code, values);
export const conflict = (code: ErrorCode, values?: ErrorValues) => new HttpError(409, code, values);
/** A 409 for a refusal a domain rule gave (why an order cannot move, why lines cannot be refunded). */
export const refused = (r: { code: ErrorCode; values?: ErrorValues }) => new HttpError(409, r.code, r.values);
export const fail = (status: number, code: ErrorCode, values?: ErrorValues) => new HttpError(status, code, values);

/** A success answer's words with their code, like an error's, so the browser shows them in the
 * shopper's language ('We have sent a link…'). */
export function saying<Rest extends object = object>(
  code: ErrorCode,
  values?: ErrorValues,
  rest?: Rest,
): { message: string; code: ErrorCode; values?: ErrorValues } & Rest {
  const hasValues = values && Object.keys(values).length > 0;
  return { message: errorText(code, values), code, ...(hasValues ? { values } : {}), ...(rest as Rest) };
}

/** Every error answer's body: the message, its code and values, and each problem's own. The first
 * problem is the message: it carries that problem's code when the answer names none. */
export function errorBody(said: Said, values?: ErrorValues, extras: Pick<ErrorExtras, 'details' | 'message'> = {}): ErrorBody {
  // The status is the caller's to send; the body does not carry it.
  return bodyOf(new HttpError(0, said, values, extras));
}

/** The answer for an address nothing answers: its words come from the catalogue, but it carries no
 * code, so a browser says it by its status (a 404 is 'Not found.' in the shopper's language). */
export function routeNotFound(method: string, path: string): ErrorBody {
  const message = errorText('route.notFound', { method, path });
  return { error: message, message };
}

/** The body an HttpError is answered with. */
export function bodyOf(err: HttpError): ErrorBody {
  const body: ErrorBody = { error: err.message, message: err.message };
  if (err.code) body.code = err.code;
  if (err.code && err.values) body.values = err.values;
  if (err.details && err.details.length > 0) body.details = err.details;
  const first = body.details?.[0];
  if (!body.code && first?.message === err.message && first.code) {
    body.code = first.code;
    if (first.values) body.values = first.values;
  }
  return body;
}
