import type { Identity } from '@storefront/contracts';
import type { Logger } from 'pino';

// Express's own types are a global namespace: declaration merging is the documented way to extend them.
declare global {
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
