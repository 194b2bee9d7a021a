import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '@storefront/service-kit';
import { callService } from '../src/http';

// Another service's refusal reaches the caller's own answer with its code and values, so a French page
// says it in French however many services it went through.

const answers: Record<string, { status: number; body: string }> = {
  '/refused': {
    status: 409,
    body: JSON.stringify({
      error: 'Only 2 of Maple Syrup left in stock.',
      message: 'Only 2 of Maple Syrup left in stock.',
      code: 'product.lowStock',
      values: { stock: '2', product: 'Maple Syrup' },
    }),
  },
  '/gone': { status: 404, body: '' },
  '/words': { status: 400, body: JSON.stringify({ error: 'Bad thing.', message: 'Bad thing.' }) },
  '/broken': { status: 500, body: '{}' },
  '/nonsense': { status: 200, body: '{"id": 7}' },
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const a = answers[req.url ?? ''] ?? { status: 404, body: '' };
    res.writeHead(a.status, { 'Content-Type': 'application/json' }).end(a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refusal = (path: string) =>
  callService('catalog', `${base}${path}`, z.object({ id: z.string() })).then(
    () => undefined,
    (e: unknown) => e as HttpError,
  );

describe('a call to another service', () => {
  it("passes on a refusal's code, values and words", async () => {
    const err = await refusal('/refused');
    expect(err).toBeInstanceOf(HttpError);
    expect([err?.status, err?.code, err?.values, err?.message]).toEqual([
      409,
      'product.lowStock',
      { stock: '2', product: 'Maple Syrup' },
      'Only 2 of Maple Syrup left in stock.',
    ]);
  });

  it('says what it can of an answer without a code', async () => {
    expect(await refusal('/gone')).toMatchObject({ status: 404, code: 'notFound', message: 'Not found.' });
    const words = await refusal('/words');
    expect([words?.status, words?.code, words?.message]).toEqual([400, undefined, 'Bad thing.']);
  });

  it('names the service when it fails or answers nonsense', async () => {
    expect(await refusal('/broken')).toMatchObject({ status: 503, code: 'gateway.service.unavailable', values: { service: 'catalog' } });
    expect(await refusal('/nonsense')).toMatchObject({
      status: 503,
      code: 'service.unreadable',
      message: 'The catalog service gave an answer we could not read.',
    });
  });
});
