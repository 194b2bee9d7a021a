import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { HttpError } from './errors';

type Part = 'body' | 'query' | 'params';

type Detail = { path: string; message: string };

function check<S extends z.ZodType>(schema: S, value: unknown, part: Part, problems: Detail[]): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  if (value === undefined && part === 'body') {
    problems.push({ path: 'body', message: 'The request needs a JSON body (Content-Type: application/json).' });
    return undefined;
  }
  for (const issue of result.error.issues) {
    problems.push({ path: [part, ...issue.path.map(String)].join('.'), message: issue.message });
  }
  return undefined;
}

/** Parses one part of a request; bad input becomes a 400 with every problem listed. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: Part): z.output<S> {
  const problems: Detail[] = [];
  const parsed = check(schema, value, part, problems);
  if (problems.length > 0) throw new HttpError(400, problems[0]!.message, problems);
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
    if (problems.length > 0) throw new HttpError(400, problems[0]!.message, problems);
    const result = await handle(input, req, res);
    if (result !== undefined && !res.headersSent) res.json(result);
  };
}
