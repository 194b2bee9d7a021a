import { z } from 'zod';

/** Every error answer from every service has this shape; `message` and `error` carry the same text
 * because the spec's screens read one or the other. */
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  details: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Ids are UUIDs; a malformed id is treated like an unknown one (404), never as a server error. */
export const Id = z.uuid({ error: 'Not a valid id.' });

export const IdParams = z.object({ id: z.string() });

/** Trimmed, required text with a readable message. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** Query-string integers arrive as text; blank means "not given". Above `max` is capped; above
 * `refuseAbove` is an error (e.g. a page number no catalogue reaches). */
export const queryInt = (opts: { min: number; max?: number; refuseAbove?: number; fallback: number; label: string }) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return opts.fallback;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isInteger(n) || n < opts.min) {
        ctx.addIssue({ code: 'custom', message: `${opts.label} must be a whole number of at least ${opts.min}.` });
        return z.NEVER;
      }
      if (opts.refuseAbove !== undefined && n > opts.refuseAbove) {
        ctx.addIssue({ code: 'custom', message: `${opts.label} must be at most ${opts.refuseAbove}.` });
        return z.NEVER;
      }
      return opts.max !== undefined ? Math.min(n, opts.max) : n;
    });
