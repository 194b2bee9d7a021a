import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { CATALOGUE_CHANGE_HEADER, LANGUAGE_VARY } from '@storefront/contracts';
import type { CatalogueCache } from '../data/catalogue-cache';
import { answerLanguage } from '../domain/catalogue-languages';

const MAX_KEPT_BYTES = 256 * 1024;

interface KeptAnswer {
  body: Buffer;
  etag: string;
}

/** The public catalogue (a product, a listing page, the categories) answers every shopper alike: a
 * successful answer is kept in the catalogue cache as sent, with its ETag, so the next shopper's request
 * is answered without the database, and a browser that already has it gets a 304. Browsers check back
 * each time (no-cache), so a change shows at once; the gateway keeps it too (Surrogate-Control). Lists of
 * ids (what carts and orders price from) are never kept.
 *
 * Requests for an answer being made wait for it instead of making it again: after a change lets
 * everything go, the shoppers who all ask for the home page at that moment cost one query, not one each. */
export function publicAnswers(cache: CatalogueCache): RequestHandler {
  /** Answers being made, by key, with the state of the catalogue they started from. */
  const making = new Map<string, { version: number; stamp: number; answer: Promise<KeptAnswer | undefined> }>();
  const handle: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.query.ids !== undefined) return next();
    // Each language's answer is its own: kept apart, and said to differ by what chooses the language.
    const language = answerLanguage(req);
    const key = `answer:${language}:${req.originalUrl}`;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Language', language);
    res.setHeader('Vary', LANGUAGE_VARY);
    /** The gateway may keep this answer as this service does, for what is left of the cache's time
     * (Edge Architecture's header for a store's own caches, which they do not pass on), and never once it
     * has heard of a change newer than `stamp` (the changes the answer includes). */
    const forTheGateway = (ageMs: number, stamp: number) => {
      const seconds = Math.floor((cache.keepsForMs - ageMs) / 1000);
      if (seconds <= 0) return;
      res.setHeader('Surrogate-Control', `max-age=${seconds}`);
      res.setHeader(CATALOGUE_CHANGE_HEADER, String(stamp));
    };
    const send = (answer: KeptAnswer) => {
      res.setHeader('ETag', answer.etag);
      res.type('json').send(answer.body); // a 304 when the browser's copy is this one (Express checks)
    };
    const kept = cache.peek<KeptAnswer>(key);
    if (kept) {
      // What is kept includes every change this replica has made or heard of (each lets go of it).
      forTheGateway(cache.ageOf(key) ?? cache.keepsForMs, cache.changeStamp);
      return send(kept);
    }
    const version = cache.version;
    const stamp = cache.changeStamp;
    const underWay = making.get(key);
    // Made from the catalogue as it is now (no change since it started): this request takes it too.
    if (underWay && underWay.version === version) {
      underWay.answer
        .then((answer) => {
          if (res.destroyed) return;
          // It failed, or its caller left before it was made: asked again, one of those waiting makes it.
          if (!answer) return handle(req, res, next);
          forTheGateway(0, underWay.stamp);
          send(answer);
        })
        .catch(next);
      return;
    }
    let settle!: (answer: KeptAnswer | undefined) => void;
    const entry = { version, stamp, answer: new Promise<KeptAnswer | undefined>((resolve) => (settle = resolve)) };
    making.set(key, entry);
    const settled = (answer: KeptAnswer | undefined) => {
      if (making.get(key) === entry) making.delete(key);
      settle(answer);
    };
    // A change heard of while this answer is made may be in it or not: it says what it started from.
    forTheGateway(0, stamp);
    res.once('close', () => settled(undefined));
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      if (res.statusCode !== 200) {
        settled(undefined);
        return json(value);
      }
      const body = Buffer.from(JSON.stringify(value));
      const answer: KeptAnswer = {
        body,
        etag: `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
      };
      // Every kept answer counts against the cache's bytes; a very large one is shared and sent, not kept.
      if (body.length <= MAX_KEPT_BYTES) cache.keep(key, answer, version, body.length);
      settled(answer);
      send(answer);
      return res;
    };
    next();
  };
  return handle;
}

/** Any change through this service's own routes (an admin's edit, an import, a picture) clears what
 * the cache holds, and is announced, as its answer is written: after its work has committed (or failed),
 * even when the caller has left, and before the caller can ask again. An answer being made meanwhile
 * started from an older state and is not kept (CatalogueCache.keep). A refused request (401, 403, 404,
 * 400) or a failed one changed nothing and clears nothing, so no one can keep the caches empty, here and
 * wherever the change is announced, by sending writes. */
export function catalogueChangesClear(cache: CatalogueCache): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      if (res.statusCode < 400) cache.changed();
      return end(...args);
    }) as typeof res.end;
    next();
  };
}
