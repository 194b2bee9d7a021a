import { afterAll, beforeAll } from 'vitest';
import { type Backend, type StartedTestService, startTestService } from '@storefront/testing';
import { usersService } from '../src';

/** The users service as the account tests run it on `backend`, started before the describe's tests and
 * closed after them: it signs its own tokens, hashes cheaply, has no catalogue to call, and writes its
 * links to https://shop.example.ca. Call it inside the describe; the answer gives the running service. */
export function usersUnderTest(backend: Backend): () => StartedTestService {
  let svc: StartedTestService | undefined;
  beforeAll(async () => {
    svc = await startTestService(usersService, {
      ...backend,
      signsTokens: true,
      env: { PASSWORD_HASH_COST: '10', CATALOG_URL: 'http://127.0.0.1:9', PUBLIC_URL: 'https://shop.example.ca' },
    });
  });
  afterAll(async () => svc?.close());
  return () => {
    if (!svc) throw new Error('The users service is not started yet: use it inside a test.');
    return svc;
  };
}
