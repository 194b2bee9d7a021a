import { z } from 'zod';
import { type ErrorCode, issueMessage, codedIssue } from './errors';

/** Every error answer from every service has this shape; `message` and `error` carry the same text
 * because the spec's screens read one or the other. */
const ErrorValues = z.record(z.string(), z.string());
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  /** The message's stable code (ERROR_MESSAGES), so a browser can show it in the shopper's language;
   * `values` are what varies in it. Absent for a message no code names. */
  code: z.string().optional(),
  values: ErrorValues.optional(),
  details: z
    .array(z.object({ path: z.string(), message: z.string(), code: z.string().optional(), values: ErrorValues.optional() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Ids are UUIDs; a malformed id is treated like an unknown one (404), never as a server error. */
export const Id = z.uuid({ error: 'id.invalid' });

export const IdParams = z.object({ id: z.string() });

/** Line breaks and other control characters: never part of a name, a street or a search. */
const LINE_BREAK_OR_CONTROL = /\p{Cc}/u;
/** Control characters other than tab and line breaks: never part of a message either. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** Trimmed single-line text, at most `max` characters; blank allowed. */
export const lineText = (label: string, max = 200) =>
  z
    .string({ error: issueMessage('field.label.notText', { label }) })
    .trim()
    .max(max, { error: issueMessage('field.label.tooLong', { label, maximum: String(max) }) })
    .refine((s) => !LINE_BREAK_OR_CONTROL.test(s), { error: issueMessage('field.label.oneLine', { label }) });

/** Trimmed, required single-line text; `required` is the code that says it is missing. */
export const requiredText = (label: string, max: number, required: ErrorCode) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? required : issueMessage('field.label.notText', { label })),
    })
    .trim()
    .min(1, { error: required })
    .max(max, { error: issueMessage('field.label.tooLong', { label, maximum: String(max) }) })
    .refine((s) => !LINE_BREAK_OR_CONTROL.test(s), { error: issueMessage('field.label.oneLine', { label }) });

/** Trimmed text of several lines (a message to the store): line breaks and tabs allowed, other
 * control characters not. */
export const multilineText = (label: string, opts: { min: number; max: number; tooShort: string; tooLong: string; missing: ErrorCode }) =>
  z
    .string({ error: opts.missing })
    .trim()
    .min(1, { error: opts.missing })
    .min(opts.min, { error: opts.tooShort })
    .max(opts.max, { error: opts.tooLong })
    .refine((s) => !CONTROL.test(s), { error: issueMessage('field.label.controlCharacters', { label }) });

/** A number written the way people write one: digits, an optional point and decimals (no hex, no
 * exponents, no spaces inside). Numbers in JSON are taken as they are. */
/** The secret in a link the store mails or sets (a password reset, an email to prove, an order, a guest's
 * cart cookie): 256 random bits, base64url, 43 characters. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A link's token as a request carries it; `refusal` says what to do when it is not one. */
export const linkToken = (refusal: ErrorCode) => z.string({ error: refusal }).regex(LINK_TOKEN, { error: refusal });

export const DECIMAL = /^\d+(\.\d+)?$/;
export const WHOLE = /^\d+$/;

/** A query-string word or phrase: one line, given at most once. */
export const queryText = (label: string, max: number) =>
  z
    .string({
      error: (issue) =>
        Array.isArray(issue.input) ? issueMessage('query.once', { param: label }) : issueMessage('field.label.notText', { label }),
    })
    .trim()
    .max(max, { error: issueMessage('field.label.tooLong', { label, maximum: String(max) }) })
    .refine((s) => !LINE_BREAK_OR_CONTROL.test(s), { error: issueMessage('field.label.oneLine', { label }) })
    .optional();

/** Query-string integers arrive as text; blank means "not given". Above `max` is capped; above
 * `refuseAbove` is an error (e.g. a page number no catalogue reaches). */
export const queryInt = (opts: { min: number; max?: number; refuseAbove?: number; fallback: number; label: string }) =>
  z
    .union([z.string(), z.number()], {
      error: (issue) =>
        Array.isArray(issue.input) ? issueMessage('query.once', { param: opts.label }) : issueMessage('query.whole', { param: opts.label }),
    })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return opts.fallback;
      const n = typeof v === 'number' ? v : WHOLE.test(v.trim()) ? Number(v) : Number.NaN;
      if (!Number.isInteger(n) || n < opts.min) {
        ctx.addIssue(codedIssue('query.wholeAtLeast', { param: opts.label, minimum: String(opts.min) }));
        return z.NEVER;
      }
      if (opts.refuseAbove !== undefined && n > opts.refuseAbove) {
        ctx.addIssue(codedIssue('query.atMost', { param: opts.label, maximum: String(opts.refuseAbove) }));
        return z.NEVER;
      }
      return opts.max !== undefined ? Math.min(n, opts.max) : n;
    });

/** A query-string switch: `1` or `true` is on; absent, blank, `0` or `false` is off; anything else is refused. */
export const queryFlag = (label: string) =>
  z
    .string({
      error: (issue) =>
        Array.isArray(issue.input) ? issueMessage('query.once', { param: label }) : issueMessage('query.flag', { param: label }),
    })
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '').trim().toLowerCase();
      if (value === '1' || value === 'true') return true;
      if (value === '' || value === '0' || value === 'false') return false;
      ctx.addIssue(codedIssue('query.flag', { param: label }));
      return z.NEVER;
    });
