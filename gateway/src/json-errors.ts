// The gateway's own error answers, in the JSON shape the services use.

import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { ErrorCode, ErrorValues } from '@storefront/contracts/errors';
import { errorBody, routeNotFound } from '@storefront/service-kit';

/** On a bare response: a proxy's failure comes outside Express, and may come once the answer began. */
export function sendError(res: ServerResponse, status: number, code: ErrorCode, values?: ErrorValues) {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(errorBody(code, values)));
}

/** Any address nothing answers. */
export const notFound: RequestHandler = (req, res) => void res.status(404).json(routeNotFound(req.method, req.path));
