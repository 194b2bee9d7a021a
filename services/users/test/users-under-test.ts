import { afterAll, beforeAll } from 'vitest';
import { type Backend, type HeardEvents, type StartedTestService, hearEvents, startTestService } from '@storefront/testing';
import { usersService } from '../src';

/** The users service as the account tests run it on `backend`, started before the describe's tests and
 * closed after them: it signs its own tokens, hashes cheaply, has no catalogue to call, and writes its
 * links to https://shop.example.ca. Call it inside the describe; the answer gives the running service,
 * and its `heard()` the links it announced, as the mailer hears them (its outbox keeps none once sent). */
export function usersUnderTest(backend: Backend): (() => StartedTestService) & { heard(): HeardEvents } {
  let svc: StartedTestService | undefined;
  let heard: HeardEvents | undefined;
  beforeAll(async () => {
    svc = await startTestService(usersService, {
      ...backend,
      signsTokens: true,
      env: { PASSWORD_HASH_COST: '10', CATALOG_URL: 'http://127.0.0.1:9', PUBLIC_URL: 'https://shop.example.ca' },
    });
    heard = await hearEvents(svc.bus, ['user.password-reset-requested', 'user.email-verification-requested']);
  });
  afterAll(async () => {
    await heard?.stop();
    await svc?.close();
  });
  const started = <T>(it: T | undefined): T => {
    if (!it) throw new Error('The users service is not started yet: use it inside a test.');
    return it;
  };
  return Object.assign(() => started(svc), { heard: () => started(heard) });
}
