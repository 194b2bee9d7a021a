import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { metricValue, testAuth } from '@storefront/testing';
import { createLogger, createServiceApp } from '../src';

// /metrics says what /readyz says, so an alert sees a replica that stays out of its load balancer (its
// process up, its database away) without probing it.
describe('service_ready in /metrics', () => {
  it('is 1 while /readyz is ready, and 0 while its database is away or it is shutting down', async () => {
    let databaseAway = false;
    let accepting = true;
    const app = createServiceApp(
      {
        name: 'kit',
        log: createLogger('kit', 'silent'),
        verifier: (await testAuth()).verifier,
        readiness: { database: async () => (databaseAway ? Promise.reject(new Error('connection refused')) : undefined) },
        isAcceptingWork: () => accepting,
      },
      () => {},
    );
    const ready = async () => metricValue((await request(app).get('/metrics').expect(200)).text, 'service_ready', { service: 'kit' });
    expect(await ready()).toBe(1);
    databaseAway = true;
    expect((await request(app).get('/readyz')).status).toBe(503);
    expect(await ready()).toBe(0);
    databaseAway = false;
    accepting = false;
    expect(await ready()).toBe(0);
    accepting = true;
    expect(await ready()).toBe(1);
  });
});
