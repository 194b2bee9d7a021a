import { Writable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testAuth } from '@storefront/testing';
import { createLogger, createServiceApp } from '../src';

// A service's request lines say which request and how it went, never what the shopper typed into the
// address (a search, a postal code being checked).
describe("a service's request log", () => {
  it('writes the path of each request without its query string', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const app = createServiceApp(
      { name: 'kit', log: createLogger('kit', 'info', destination), verifier: (await testAuth()).verifier },
      (app) => {
        app.get('/api/things', (_req, res) => void res.json([]));
      },
    );
    await request(app).get('/api/things?q=my+secret+search&postalCode=M5H+1A1').set('X-Request-Id', 'log-1').expect(200);
    const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.requestId === 'log-1' && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', url: '/api/things', status: 200 });
    expect(lines.join('\n')).not.toMatch(/secret|M5H/);
  });
});
