// The headers a page carries beyond an API answer's: a Content-Security-Policy (scripts only from the
// store and its remotes, the page's inline JSON is data and never run; no page of another site may
// frame it).

import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { RemoteDeploymentBoard } from '../remote-deployments';
import { isPageLoad } from './index';

/** The origin of a remote's entry when it is on another site (a CDN, its own container); none for a path,
 * and none for an address the policy could not carry (the remote then does not load, and every page
 * still answers). */
function originOf(entry: string): string[] {
  try {
    const origin = /^https?:\/\//.test(entry) ? new URL(entry).origin : undefined;
    return origin && /^https?:\/\/[a-z0-9.-]+(:\d+)?$|^http:\/\/\[::1\](:\d+)?$/.test(origin) ? [origin] : [];
  } catch {
    return [];
  }
}

function pageHeadersFor(remoteOrigins: string[]): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins],
        // styled-components writes its rules into <style> elements; the first paint has inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Product pictures may come from an S3 bucket or a CDN.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    xFrameOptions: { action: 'deny' },
  }) as RequestHandler;
}

/** `page` with the page headers on every page load (anything else it passes on untouched). */
export function withPageHeaders(page: RequestHandler, remotes: Pick<RemoteDeploymentBoard, 'current'>): RequestHandler {
  // Scripts may come from where the remotes are served now (an operator may point one at a CDN while
  // the store runs): the policy is made again when that set of origins changes.
  let policy: { origins: string; headers: RequestHandler } | undefined;
  const pageHeaders: RequestHandler = (req, res, next) => {
    const origins = [...new Set(Object.values(remotes.current()).flatMap((r) => originOf(r.entry)))].sort();
    if (policy?.origins !== origins.join(' ')) policy = { origins: origins.join(' '), headers: pageHeadersFor(origins) };
    policy.headers(req, res, next);
  };
  return (req, res, next) => {
    if (!isPageLoad(req)) return page(req, res, next);
    pageHeaders(req, res, () => page(req, res, next));
  };
}
