import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { type ErrorCode, type ErrorValues, codeOfIssue, errorText } from '@storefront/contracts/errors';
import { type ErrorDetail, HttpError, isErrorCode } from './errors';

type Part = 'body' | 'query' | 'params' | 'headers';

type Detail = ErrorDetail & { code: ErrorCode };

type Coded = { code: ErrorCode; values?: ErrorValues };

/** The schema's own code of an issue: in the params of one it added (codedIssue), or as its message. */
function schemaCode(issue: z.core.$ZodIssue): Coded | null {
  const params = issue.code === 'custom' ? (issue.params as { code?: unknown; values?: ErrorValues } | undefined) : undefined;
  if (typeof params?.code === 'string' && isErrorCode(params.code))
    return { code: params.code, ...(params.values ? { values: params.values } : {}) };
  return codeOfIssue(issue.message);
}

/** The code of a problem zod found: the schema's own (schemaCode), else what kind of problem it is (a
 * missing field, too short, too big...), with its limit. */
export function validationCode(issue: z.core.$ZodIssue, value: unknown): Coded {
  const own = schemaCode(issue);
  if (own) return own;
  const limit = (n: unknown) => String(n);
  switch (issue.code) {
    case 'invalid_type': {
      const missing = issue.path.reduce<unknown>(
        (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
        value,
      );
      if (missing === undefined || missing === null) return { code: 'field.required' };
      return { code: issue.expected === 'number' || issue.expected === 'int' ? 'field.notANumber' : 'field.invalid' };
    }
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? { code: 'field.required' } : { code: 'field.tooShort', values: { minimum: limit(issue.minimum) } };
      return { code: issue.inclusive === false ? 'field.moreThan' : 'field.tooSmall', values: { minimum: limit(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'field.tooLong', values: { maximum: limit(issue.maximum) } };
      return { code: issue.inclusive === false ? 'field.lessThan' : 'field.tooBig', values: { maximum: limit(issue.maximum) } };
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'field.email' : 'field.invalid' };
    case 'invalid_value':
      return { code: 'field.unknownChoice' };
    case 'not_multiple_of':
      return { code: 'field.notWhole' };
    default:
      return { code: 'field.invalid' };
  }
}

function check<S extends z.ZodType>(schema: S, value: unknown, part: Part, problems: Detail[]): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  if (value === undefined && part === 'body') {
    problems.push({ path: 'body', message: errorText('request.body.missing'), code: 'request.body.missing' });
    return undefined;
  }
  for (const issue of result.error.issues) {
    const own = schemaCode(issue);
    const named = own ?? validationCode(issue, value);
    // A schema's message is a code; zod's own words (or a test schema's sentence) stay as they are.
    const message = own ? errorText(own.code, own.values) : issue.message;
    problems.push({ path: [part, ...issue.path.map(String)].join('.'), message, ...named });
  }
  return undefined;
}

/** The 400 that lists every problem: the first one is its message and code. */
function invalid(problems: Detail[]): HttpError {
  const first = problems[0]!;
  return new HttpError(400, first.code, first.values, { details: problems, message: first.message });
}

/** Parses one part of a request; bad input becomes a 400 with every problem listed. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: Part): z.output<S> {
  const problems: Detail[] = [];
  const parsed = check(schema, value, part, problems);
  if (problems.length > 0) throw invalid(problems);
  return parsed as z.output<S>;
}

interface InputSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
export type EndpointInput<S extends InputSchemas> = {
  body: Out<S['body']>;
  query: Out<S['query']>;
  params: Out<S['params']>;
};

/** A route handler whose inputs are validated by zod schemas before it runs. Whatever it returns is
 * sent as JSON (unless it already answered). */
export function endpoint<S extends InputSchemas>(
  schemas: S,
  handle: (input: EndpointInput<S>, req: Request, res: Response) => unknown,
): RequestHandler {
  return async (req, res) => {
    // Every part is checked before answering, so one 400 lists all that is wrong.
    const problems: Detail[] = [];
    const input = {
      params: schemas.params ? check(schemas.params, req.params, 'params', problems) : undefined,
      query: schemas.query ? check(schemas.query, req.query, 'query', problems) : undefined,
      body: schemas.body ? check(schemas.body, req.body, 'body', problems) : undefined,
    } as EndpointInput<S>;
    if (problems.length > 0) throw invalid(problems);
    const result = await handle(input, req, res);
    if (result !== undefined && !res.headersSent) res.json(result);
  };
}
