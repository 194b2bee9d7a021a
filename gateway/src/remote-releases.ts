// The remotes' releases as the store serves them: their files (from the gateway's folders or the
// remote's own server), the manifest the shell reads, and the operators' switching between releases.
// Which release is served is the board's (./remote-deployments).

import { createHash, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import express, { type Express, type RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { z } from 'zod';
import { OperatorName, RemoteChoice } from '@storefront/contracts';
import { bodyOf, errorBody, parseInput } from '@storefront/service-kit';
import { cacheHeaders, releaseFiles } from './built-files';
import type { RemoteConfig } from './config';
import { sendError } from './json-errors';
import { DeploymentRefusal, type RemoteDeploymentBoard } from './remote-deployments';

/** Holds each request until the remotes' releases are first known (pages and /remotes.json name them). */
export function whenReleasesKnown(known: Promise<unknown>): RequestHandler {
  // Once known, a request goes on at once (not a promise's turn later, on every request).
  let releasesKnown = false;
  void known.then(() => (releasesKnown = true));
  return (_req, _res, next) => (releasesKnown ? next() : void known.then(() => next()));
}

/** The remotes manifest the shell reads at run time: where each remote's entry lives now. */
export function remotesManifest(board: Pick<RemoteDeploymentBoard, 'manifest'>): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(board.manifest());
  };
}

/** /remotes/<name>/...: each remote's files, from its folder, or from its own server when it has one. */
export function mountRemoteFiles(app: Express, remotes: Readonly<Record<string, RemoteConfig>>) {
  // Connections to the remotes' own servers are kept open and reused: a new TCP connection per file
  // costs more than passing it on.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
  for (const [name, remote] of Object.entries(remotes)) {
    if (remote.origin) {
      // The remote's own server holds its releases: the browser still loads them from the store's origin.
      app.use(`/remotes/${name}`, remoteServer(name, remote.origin, agent));
      continue;
    }
    if (!remote.dir) continue;
    const dir = remote.dir;
    app.use(
      `/remotes/${name}`,
      releaseFiles(dir, {
        fallthrough: false,
        setHeaders: (res, file) => {
          cacheHeaders(res, file, dir);
          res.setHeader('Access-Control-Allow-Origin', '*'); // remotes may be loaded from another origin in development
        },
      }),
    );
  }
}

function remoteServer(name: string, origin: string, agent: http.Agent): RequestHandler {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: origin,
    changeOrigin: true,
    agent,
    on: {
      error: (_err, _req, res) => {
        if ('writeHead' in res) sendError(res as ServerResponse, 502, 'gateway.remote.unavailable', { remote: name });
      },
    },
  }) as unknown as RequestHandler;
}

/** Compared in constant time (of their digests, so their lengths tell nothing either): a token must not
 * be guessable a character at a time from how long a refusal takes. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Who is switching, for the record: the name an operator gives in X-Operator (the token is shared, so
 * only they can say), and the address the request came from. */
function operatorOf(req: express.Request): string {
  const { 'x-operator': name } = parseInput(OPERATOR_HEADERS, { 'x-operator': req.headers['x-operator'] }, 'headers');
  return `${name ?? 'unnamed operator'} (${req.socket.remoteAddress ?? 'unknown address'})`;
}
const OPERATOR_HEADERS = z.object({ 'x-operator': OperatorName.optional() });

/** The operators' port switches remotes: GET /remotes tells what is served and what could be; PUT
 * /remotes/<name> with {"version": "..."} (a release) or {"entry": "https://..."} serves that; POST
 * /remotes/<name>/rollback serves what was served before; GET /remotes/switches lists who switched
 * what, newest first. All but the first ask for the operator token. */
export function mountRemoteSwitching(admin: Express, board: RemoteDeploymentBoard, token: string | undefined) {
  admin.get('/remotes', async (_req, res) => {
    await board.refresh();
    res.json({ remotes: board.describe() });
  });
  const operatorOnly: RequestHandler = (req, res, next) => {
    if (!token) return void res.status(403).json(errorBody('gateway.remotes.noToken'));
    if (!sameSecret(req.headers.authorization ?? '', `Bearer ${token}`))
      return void res.status(401).set('WWW-Authenticate', 'Bearer').json(errorBody('gateway.remotes.tokenRequired'));
    next();
  };
  const answer = async (res: express.Response, work: () => Promise<unknown>) => {
    try {
      res.json(await work());
    } catch (err) {
      if (err instanceof DeploymentRefusal) return void res.status(err.status).json(bodyOf(err));
      throw err;
    }
  };
  admin.get('/remotes/switches', operatorOnly, async (_req, res) => {
    await board.refresh();
    res.json({ switches: board.switches() });
  });
  admin.put('/remotes/:name', operatorOnly, express.json({ limit: '4kb' }), async (req, res) => {
    // A body that is neither a release nor an entry is a 400 naming what is wrong (the error handler).
    const choice = parseInput(RemoteChoice, req.body, 'body');
    const by = operatorOf(req);
    await answer(res, () => board.choose(String(req.params.name), choice, by));
  });
  admin.post('/remotes/:name/rollback', operatorOnly, async (req, res) => {
    const by = operatorOf(req);
    await answer(res, () => board.rollback(String(req.params.name), by));
  });
}
