import http from 'node:http';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cspDirectives, testAuth } from '@storefront/testing';
import {
  ServiceSettings,
  type TokenVerifier,
  createLogger,
  createServiceApp,
  currentUser,
  endpoint,
  listen,
  notFound,
  requireAdmin,
  readSettings,
  requireSelfOrAdmin,
} from '../src';

const log = createLogger('kit-test', 'silent');

let verifier: TokenVerifier;
let dbUp = true;

function buildApp(extra: Partial<Parameters<typeof createServiceApp>[0]> = {}) {
  return createServiceApp(
    {
      name: 'kit-test',
      log,
      verifier,
      bodyLimit: '1kb',
      readiness: {
        database: async () => {
          if (!dbUp) throw new Error('connection refused');
        },
      },
      ...extra,
    },
    (app) => {
      app.post(
        '/things/:id',
        endpoint(
          {
            params: z.object({ id: z.string().regex(/^\d+$/, 'id must be a number.') }),
            body: z.object({ name: z.string().min(1, 'Name is required.'), qty: z.number().int().positive('Quantity must be positive.') }),
          },
          ({ params, body }, _req, res) => {
            res.status(201);
            return { id: Number(params.id), ...body };
          },
        ),
      );
      app.get('/boom', () => {
        throw new Error('secret internals at /srv/app.ts:12');
      });
      app.get('/db-error/:code', (req) => {
        // as drizzle wraps a driver's error: the SQLSTATE is on the cause
        throw Object.assign(new Error('Failed query: insert ... params: secret@example.ca'), { cause: { code: req.params.code } });
      });
      app.get('/missing', () => {
        throw notFound('No such thing.');
      });
      app.get('/me', (req) => {
        throw Object.assign(new Error(), { user: currentUser(req) });
      });
      app.get(
        '/whoami',
        endpoint({}, (_i, req) => currentUser(req)),
      );
      app.get(
        '/ip',
        endpoint({}, (_i, req) => ({ ip: req.ip })),
      );
      app.get(
        '/users/:id',
        requireSelfOrAdmin('id'),
        endpoint({}, (_i, req) => ({ id: req.params.id })),
      );
      app.get(
        '/admin',
        requireAdmin,
        endpoint({}, () => ({ ok: true })),
      );
      app.get('/slow', async (_req, res) => {
        await new Promise((r) => setTimeout(r, 400));
        res.json({ finished: true });
      });
    },
  );
}

describe('service app', () => {
  let app: express.Express;
  let auth: Awaited<ReturnType<typeof testAuth>>;
  beforeAll(async () => {
    auth = await testAuth();
    verifier = auth.verifier;
    app = buildApp();
  });

  it('answers bad input with 400 and every problem listed', async () => {
    const res = await request(app).post('/things/abc').send({ name: '', qty: -1 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('id must be a number.');
    expect(res.body.message).toBe(res.body.error);
    // Each problem with its code, for a browser to say it in the shopper's language: these messages are
    // the test's own (no code of the table names them), so the code says what kind of problem it is.
    expect(res.body.details).toEqual([
      { path: 'params.id', message: 'id must be a number.', code: 'field.invalid' },
      { path: 'body.name', message: 'Name is required.', code: 'field.required' },
      { path: 'body.qty', message: 'Quantity must be positive.', code: 'field.moreThan', values: { minimum: '0' } },
    ]);
    expect(res.body.code).toBe('field.invalid');
    const res2 = await request(app).post('/things/1').send({ name: '', qty: 1.5 });
    expect(res2.status).toBe(400);
    expect(res2.body.details.map((d: { path: string }) => d.path)).toEqual(['body.name', 'body.qty']);
  });

  it('says a JSON body is needed when none was sent', async () => {
    const res = await request(app).post('/things/1').set('Content-Type', 'text/plain').send('name=x');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/JSON body/);
  });

  it('passes good input through, typed', async () => {
    const res = await request(app).post('/things/7').send({ name: 'Toque', qty: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: 7, name: 'Toque', qty: 2 });
  });

  it('rejects malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await request(app).post('/things/1').set('Content-Type', 'application/json').send('{"name":');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('The request body is not valid JSON.');
    const big = await request(app)
      .post('/things/1')
      .send({ name: 'x'.repeat(5000), qty: 1 });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('The request body is too large.');
  });

  it('refuses a NUL character anywhere in the request with 400, before any route sees it', async () => {
    const refused = 'The request contains a NUL character (\\u0000), which no field of the store accepts.';
    const inBody = await request(app).post('/things/1').send({ name: 'Toque\u0000', qty: 1 });
    expect(inBody.status).toBe(400);
    expect(inBody.body.error).toBe(refused);
    const nested = await request(app)
      .post('/things/1')
      .send({ name: 'Toque', qty: 1, extra: [{ deep: 'a\u0000b' }] });
    expect(nested.status).toBe(400);
    const inQuery = await request(app).get('/whoami?search=a%00b');
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.error).toBe(refused);
    const inPath = await request(app).post('/things/1%00').send({ name: 'Toque', qty: 1 });
    expect(inPath.status).toBe(400);
  });

  it('answers 400 when bad input gets past validation to the database, and 500 for any other database error', async () => {
    for (const code of ['22021', '22P02', '22008']) {
      const res = await request(app).get(`/db-error/${code}`);
      expect(res.status, code).toBe(400);
      expect(res.body.error).toBe('A value in the request is not one the store can take.');
    }
    const other = await request(app).get('/db-error/23505');
    expect(other.status).toBe(500);
    expect(JSON.stringify(other.body)).not.toMatch(/secret|Failed query/);
  });

  it('never logs the parameters of a failed query (emails, password hashes)', () => {
    const lines: string[] = [];
    const logger = createLogger('kit-test', 'info', { write: (line: string) => void lines.push(line) });
    const err = Object.assign(new Error('Failed query'), {
      params: ['ada@example.ca', 'scrypt$32768$8$1$abc'],
      cause: { params: ['ada@example.ca'] },
    });
    logger.error({ err }, 'unhandled error');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Failed query');
    expect(lines[0]).not.toMatch(/ada@example\.ca|scrypt/);
  });

  it('answers an address too long to read with a 431 that says so', async () => {
    const server = await listen(app, 0, '127.0.0.1');
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/whoami?q=${'x'.repeat(20_000)}`);
      expect(res.status).toBe(431);
      expect(await res.json()).toEqual({
        error: "The request's address or headers are too large.",
        message: "The request's address or headers are too large.",
      });
    } finally {
      await server.close();
    }
  });

  it('says what is wrong with an address whose %-encoding is broken', async () => {
    const res = await request(app).get('/users/%ZZ');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The address of the request is not valid: a % must be followed by two hexadecimal digits.');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await request(app).get('/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found: GET /nope', message: 'Not found: GET /nope' });
  });

  it('never leaks a stack trace or internal message on an unexpected error', async () => {
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/secret|srv|at /);
    expect(res.body.error).toMatch(/try again/);
  });

  it('keeps the request id it was given and makes one up otherwise', async () => {
    const given = await request(app).get('/missing').set('X-Request-Id', 'req-123');
    expect(given.headers['x-request-id']).toBe('req-123');
    expect(given.status).toBe(404);
    const made = await request(app).get('/missing');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const junk = await request(app).get('/missing').set('X-Request-Id', 'bad id with spaces');
    expect(junk.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("behind the gateway's one hop, sees the address the gateway saw, not one the client made up", async () => {
    const behindGateway = buildApp({ trustProxy: readSettings(ServiceSettings, { TRUST_PROXY: '1' }).TRUST_PROXY });
    const res = await request(behindGateway).get('/ip').set('X-Forwarded-For', '6.6.6.6, 203.0.113.7');
    expect(res.body.ip).toBe('203.0.113.7');
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await request(app).get('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/healthz', '/missing', '/boom'])(
    'sends a content security policy that runs nothing it does not serve itself, on %s too',
    async (path) => {
      const res = await request(app).get(path);
      const policy = cspDirectives(res.headers['content-security-policy']);
      // Everything not named below: only from the service's own origin.
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // Scripts: its own files only. No inline script, no eval, no other origin, no inline event handlers.
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      // No plugins; no <base> pointing relative URLs elsewhere; framed and posted to by its own origin only.
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
      expect(policy.get('font-src')).toEqual(["'self'", 'https:', 'data:']);
      expect(policy.get('style-src')).toEqual(["'self'", 'https:', "'unsafe-inline'"]);
      expect(policy.get('upgrade-insecure-requests')).toEqual([]);
      // Nothing else, so no directive can be added that widens one of these (e.g. script-src-elem).
      expect([...policy.keys()].sort()).toEqual(
        [
          'base-uri',
          'default-src',
          'font-src',
          'form-action',
          'frame-ancestors',
          'img-src',
          'object-src',
          'script-src',
          'script-src-attr',
          'style-src',
          'upgrade-insecure-requests',
        ].sort(),
      );
      // Whatever the list above says, no directive that governs scripts may allow what the policy is for.
      for (const [name, sources] of policy) {
        if (!/^(default|script)-src/.test(name)) continue;
        for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", '*', 'data:', 'http:', 'https:'])
          expect(sources, `${name} allows ${loose}`).not.toContain(loose);
      }
    },
  );

  it('reads identity from a bearer token or the session cookie', async () => {
    const token = await auth.tokenFor({ userId: 'u-1', name: 'Ada' });
    const bearer = await request(app).get('/whoami').set('Authorization', `Bearer ${token}`);
    expect(bearer.body).toEqual({ userId: 'u-1', isAdmin: false, name: 'Ada', email: 'shopper@example.ca' });
    const cookie = await request(app).get('/whoami').set('Cookie', `theme=dark; token=${token}`);
    expect(cookie.body.userId).toBe('u-1');
  });

  it('asks to log in without a token, and to log in again with a bad or forged one', async () => {
    const none = await request(app).get('/whoami').set('Authorization', 'Bearer null');
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('Please log in first.');
    const forged = await request(app).get('/whoami').set('Authorization', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1In0.');
    expect(forged.status).toBe(401);
    expect(forged.body.error).toMatch(/session has expired/);
  });

  it('lets a user read only their own records, and an admin any', async () => {
    const mine = await auth.tokenFor({ userId: 'u-1' });
    expect((await request(app).get('/users/u-1').set('Authorization', `Bearer ${mine}`)).status).toBe(200);
    const other = await request(app).get('/users/u-2').set('Authorization', `Bearer ${mine}`);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('You can only access your own account.');
    const admin = await auth.tokenFor({ userId: 'a-1', isAdmin: true });
    expect((await request(app).get('/users/u-2').set('Authorization', `Bearer ${admin}`)).status).toBe(200);
    expect((await request(app).get('/admin').set('Authorization', `Bearer ${mine}`)).status).toBe(403);
    expect((await request(app).get('/admin').set('Authorization', `Bearer ${admin}`)).status).toBe(200);
  });

  it('reports health, readiness with each check, and Prometheus metrics', async () => {
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok', service: 'kit-test' });
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ database: 'ok' });
    dbUp = false;
    const notReady = await request(app).get('/readyz');
    dbUp = true;
    expect(notReady.status).toBe(503);
    expect(notReady.body.checks.database).toBe('connection refused');
    await request(app).post('/things/1').send({ name: 'a', qty: 1 });
    const metrics = await request(app).get('/metrics');
    expect(metrics.headers['content-type']).toMatch(/text\/plain/);
    expect(metrics.text).toMatch(
      /http_request_duration_seconds_count\{service="kit-test",method="POST",route="\/things\/:id",status="201"\} \d+/,
    );
    expect(metrics.text).toMatch(/process_cpu_user_seconds_total/);
  });
});

describe('graceful shutdown', () => {
  afterAll(() => {});

  it('finishes requests under way, refuses new connections, and reports not ready while draining', async () => {
    let accepting = true;
    const app = buildApp({ isAcceptingWork: () => accepting });
    const listening = await listen(app, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${listening.port}`;
    const slow = fetch(`${url}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 100));
    accepting = false;
    const closed = listening.close(5000);
    await new Promise((r) => setTimeout(r, 50));
    const refused = await new Promise<string>((resolve) => {
      http.get(`${url}/healthz`, () => resolve('answered')).on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect(await slow).toEqual({ status: 200, body: { finished: true } });
    await closed;
  });
});
