import type { Identity } from '@storefront/contracts';
import type { Logger } from 'pino';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the request-context middleware: from X-Request-Id when the gateway sent one. */
      requestId: string;
      log: Logger;
      identity?: Identity;
      sessionExpired?: boolean;
      /** The body's exact bytes, on routes that asked for them (signed webhooks). */
      rawBody?: Buffer;
    }
  }
}

export {};
