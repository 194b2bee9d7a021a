// The public answers a service lets the gateway keep (the catalogue's products and listing pages, the
// same for every shopper), kept here so the next shopper's request is answered without a second hop.
// A service says which answers may be kept, and for how long at most, with `Surrogate-Control: max-age`
// (the Edge Architecture header a store's own caches read and never pass on). They are let go of as
// soon as the catalogue announces a change ('catalogue.changed', heard over the event bus), or when a
// change is made through this gateway; and nothing is kept while those announcements cannot be heard.

import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { Writable } from 'node:stream';
import { CATALOGUE_CHANGE_HEADER, type EventPayload, LANGUAGE_VARY, languageOfRequest } from '@storefront/contracts';
import type { EventBus, Listener } from '@storefront/events';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { ServiceGauge } from '@storefront/service-kit';

const ENCODING_ONLY = new Set(['accept-encoding']);
const KEYED_VARY = new Set([...ENCODING_ONLY, ...LANGUAGE_VARY.toLowerCase().split(/,\s*/)]);

/** Whether an answer's Vary names nothing the gateway does not key on: the encoding (it negotiates that
 * itself) and, for an answer that says its language (Content-Language), what chooses the language. */
function variesOnlyAsKept(headers: IncomingHttpHeaders | OutgoingHttpHeaders): boolean {
  if (headers.vary === undefined) return true;
  const names = String(headers.vary)
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  const keyed = headers['content-language'] ? KEYED_VARY : ENCODING_ONLY;
  return names.every((n) => keyed.has(n));
}

/** Where the gateway hears that what it keeps is no longer true. */
export interface ChangeNotices {
  /** Hearing them now: nothing is kept or served while they could be missed. */
  readonly listening: boolean;
  /** Runs `changed` for each change announced (with its number), and each time hearing starts (after a
   * break, some may have been missed). */
  onChange(changed: (change?: number) => void): void;
}

/** The catalogue's announced changes, heard on an event bus. */
export class CatalogueChanges implements ChangeNotices {
  private listener?: Listener;
  private bus?: EventBus;
  private readonly handlers: Array<(change?: number) => void> = [];
  private stopping = false;
  private retry?: NodeJS.Timeout;

  get listening(): boolean {
    return this.listener?.listening ?? false;
  }

  onChange(changed: (change?: number) => void): void {
    this.handlers.push(changed);
  }

  private tell(change?: number): void {
    for (const handler of this.handlers) handler(change);
  }

  /** Hears them on this bus (which the caller closes). */
  async hearOn(bus: EventBus): Promise<void> {
    if (!bus.listen) throw new Error(`The ${bus.kind} event bus cannot announce changes.`);
    this.listener = await bus.listen(
      ['catalogue.changed'],
      (event) => this.tell((event.payload as EventPayload<'catalogue.changed'>).change),
      () => this.tell(),
    );
  }

  /** Connects to the broker in the background and keeps trying until it can: the gateway serves
   * meanwhile, keeping nothing. */
  connect(open: () => Promise<EventBus>, log: Logger, retryMs = 5000): void {
    const attempt = async () => {
      let bus: EventBus | undefined;
      try {
        bus = await open();
        if (this.stopping) return void (await bus.close());
        await this.hearOn(bus);
        this.bus = bus;
        log.info('hearing the catalogue’s changes: its public answers are kept');
      } catch (err) {
        await bus?.close().catch(() => {});
        log.warn({ err: (err as Error).message, retryMs }, 'cannot hear the catalogue’s changes yet; its answers are not kept meanwhile');
        if (!this.stopping) this.retry = setTimeout(() => void attempt(), retryMs);
      }
    };
    void attempt();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.retry);
    await this.listener?.stop();
    await this.bus?.close();
  }
}

interface Kept {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  keptAt: number;
  until: number;
}

/** The newest catalogue change an answer includes (the catalog says; never passed to browsers). */
export const CHANGE_HEADER = CATALOGUE_CHANGE_HEADER.toLowerCase();

/** What a service tells the gateway's own caches: browsers never see it. */
export const FOR_THE_GATEWAY = ['surrogate-control', CHANGE_HEADER] as const;

/** Headers that belong to the one answer, not to what it says: the connection's own (its server's), and
 * the request id (each request's own, which the gateway has already set). */
const NOT_KEPT_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'surrogate-control',
  'age',
  'x-request-id',
  'traceresponse',
  CHANGE_HEADER,
]);

/** How long the service lets the gateway keep an answer, in seconds (0: not at all). */
export function keepSeconds(surrogateControl: string | string[] | undefined): number {
  const value = Array.isArray(surrogateControl) ? surrogateControl.join(',') : (surrogateControl ?? '');
  if (/(^|,)\s*no-store\b/i.test(value)) return 0;
  const maxAge = /(^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(value);
  return maxAge ? Number(maxAge[2]) : 0;
}

export interface KeptAnswersOptions {
  notices: ChangeNotices;
  /** Answers kept at most, and their bodies' bytes together. */
  maxEntries?: number;
  maxBytes?: number;
  /** A larger answer is passed on, not kept. */
  maxAnswerBytes?: number;
  now?: () => number;
}

export class KeptAnswers {
  private readonly entries = new Map<string, Kept>();
  private bytes = 0;
  private generation = 0;
  /** The newest catalogue change heard of: an answer that does not include it is not kept. */
  private heard = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  readonly maxAnswerBytes: number;
  private readonly now: () => number;
  /** The services whose answers were kept: a change made through the gateway to one lets them go. */
  private readonly keepers = new Set<string>();
  private counts = { served: 0, kept: 0 };

  constructor(private readonly options: KeptAnswersOptions) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxAnswerBytes = options.maxAnswerBytes ?? 256 * 1024;
    this.now = options.now ?? Date.now;
    options.notices.onChange((change) => {
      if (change !== undefined && change > this.heard) this.heard = change;
      this.changed();
    });
  }

  /** Which state of what is kept an answer being fetched started from (see `record`). */
  get version(): number {
    return this.generation;
  }

  /** Nothing kept is true any more. */
  changed(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): { entries: number; bytes: number; served: number; kept: number; listening: boolean; heard: number } {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counts, listening: this.options.notices.listening, heard: this.heard };
  }

  /** An answer is kept per address and per language: one that says it varies by language
   * (LANGUAGE_VARY) differs by nothing else the request holds. */
  private static keyOf(req: Request): string | undefined {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return undefined;
    return `${languageOfRequest(req.headers)} ${req.originalUrl}`;
  }

  /** Answers `req` with what is kept for it (a 304 when the browser's copy is that one); false when
   * nothing is. `beforeAnswer` sees its headers (with its length) first, and may change them. */
  serve(req: Request, res: Response, beforeAnswer?: (headers: OutgoingHttpHeaders) => void): boolean {
    const key = KeptAnswers.keyOf(req);
    if (key === undefined || !this.options.notices.listening) return false;
    const kept = this.entries.get(key);
    if (!kept) return false;
    const now = this.now();
    if (now >= kept.until) {
      this.drop(key);
      return false;
    }
    // Most recently used last: the first entry is the one to let go when full.
    this.entries.delete(key);
    this.entries.set(key, kept);
    this.counts.served++;
    res.status(200);
    let headers = kept.headers;
    if (beforeAnswer) {
      headers = { ...kept.headers, 'content-length': kept.body.length };
      beforeAnswer(headers);
      delete headers['content-length']; // res.send says it, of what it sends
    }
    for (const name in headers) {
      const value = headers[name];
      if (value === undefined) continue;
      // The gateway's own Vary (Origin, for CORS) stays beside the service's.
      const own = name === 'vary' ? res.getHeader('vary') : undefined;
      res.setHeader(name, own ? `${String(own)}, ${String(value)}` : value);
    }
    res.setHeader('Age', String(Math.floor((now - kept.keptAt) / 1000)));
    res.send(kept.body); // Express answers 304 when the request's If-None-Match is the kept ETag
    return true;
  }

  /** A change made through the gateway to a service whose answers are kept lets them all go once it is
   * answered, before the catalogue's notice comes; a refused one (a 4xx) changed nothing. */
  watchChange(req: Request, res: Response, service: string): void {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || !this.keepers.has(service)) return;
    // A write whose caller left before its answer may have changed something or not: the catalogue
    // announces what it did change (a stranger's cannot empty these by sending writes and leaving).
    res.once('close', () => {
      if (res.writableFinished && res.statusCode < 400) this.changed();
    });
  }

  /** Whether the answer a service began to `req` may be kept, and then its headers to keep and for how
   * long: not when the service did not allow it, it is not a plain 200, it depends on more than the
   * address, or what is kept changed since the request went out at `version`. */
  private keepable(
    req: Request,
    service: string,
    version: number,
    statusCode: number,
    headers: IncomingHttpHeaders | OutgoingHttpHeaders,
  ): { key: string; headers: OutgoingHttpHeaders; seconds: number } | undefined {
    const key = KeptAnswers.keyOf(req);
    const surrogateControl = headers['surrogate-control'];
    const seconds = keepSeconds(typeof surrogateControl === 'number' ? String(surrogateControl) : surrogateControl);
    if (key === undefined || req.method !== 'GET' || statusCode !== 200 || seconds <= 0) return undefined;
    if (headers['set-cookie'] || headers['content-encoding'] || !variesOnlyAsKept(headers)) return undefined;
    if (!this.options.notices.listening || version !== this.generation) return undefined;
    // Made by a replica that had not heard of a change the gateway has (or by one that does not say).
    const includes = Number(headers[CHANGE_HEADER]);
    if (!Number.isInteger(includes) || includes < this.heard) return undefined;
    if (Number(headers['content-length'] ?? 0) > this.maxAnswerBytes) return undefined;
    this.keepers.add(service);
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (value !== undefined && !NOT_KEPT_HEADERS.has(name)) kept[name] = value;
    return { key, headers: kept, seconds };
  }

  /** Where the answer to `req` is written while it is kept on the way: undefined when it may not be kept
   * (see `keepable`). */
  record(
    req: Request,
    res: Response,
    service: string,
    version: number,
    answer: { statusCode: number; headers: IncomingHttpHeaders },
  ): Writable | undefined {
    const keeping = this.keepable(req, service, version, answer.statusCode, answer.headers);
    if (!keeping) return undefined;
    const { key, headers: kept, seconds } = keeping;
    const cameAt = this.now();
    let chunks: Buffer[] = [];
    let size = 0;
    const recorder = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        size += chunk.length;
        if (size <= this.maxAnswerBytes) chunks.push(chunk);
        else chunks = [];
        if (res.write(chunk)) return done();
        // The shopper reads slowly: wait for them, or for them to leave.
        const on = () => {
          res.off('drain', on);
          res.off('close', on);
          done();
        };
        res.on('drain', on);
        res.on('close', on);
      },
      final: (done) => {
        res.end();
        if (size <= this.maxAnswerBytes) this.keep(key, kept, Buffer.concat(chunks, size), version, cameAt, seconds);
        done();
      },
      destroy: (err, done) => {
        chunks = [];
        if (err) res.destroy(err);
        done(err);
      },
    });
    // A shopper who leaves before the whole answer came takes it with them, whatever undici is doing.
    res.once('close', () => {
      if (!res.writableFinished) recorder.destroy();
    });
    return recorder;
  }

  /** The same for a service that answers in this very process (the single-process store), called just
   * before `req` is handed to it: its answer is read as it goes out (its headers before anything else
   * that waits for them sees them). Only what the service itself said is kept: the headers set on `res`
   * before (the gateway's own, as CORS's, which are another shopper's) are not. */
  readFromWithin(req: Request, res: Response, service: string): void {
    const version = this.generation;
    if (KeptAnswers.keyOf(req) === undefined || req.method !== 'GET' || !this.options.notices.listening) return;
    const before = new Map(Object.entries(res.getHeaders()));
    let keeping: (ReturnType<KeptAnswers['keepable']> & { cameAt: number; length: number }) | undefined;
    let chunks: Buffer[] = [];
    let size = 0;
    let ended = false;
    // Only once it is known to be kept (its headers are decided in the first write or end, which runs
    // before this): nothing is held of an answer that is not, and nothing written after its end.
    const take = (chunk: unknown, encoding: unknown) => {
      if (!keeping || ended || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const bytes = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8')
          : undefined;
      if (!bytes) return void (keeping = undefined);
      size += bytes.length;
      if (size <= this.maxAnswerBytes) chunks.push(bytes);
      else [keeping, chunks] = [undefined, []];
    };
    type Passed = (...args: unknown[]) => unknown;
    const [writeHead, write, end] = [res.writeHead, res.write, res.end] as unknown as Passed[];
    res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
      res.writeHead = writeHead as Response['writeHead'];
      const given = rest.find((arg) => typeof arg === 'object' && arg !== null);
      const all: OutgoingHttpHeaders = { ...res.getHeaders() };
      const said: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(all)) if (value !== before.get(name)) said[name] = value;
      if (given && !Array.isArray(given))
        for (const [name, value] of Object.entries(given))
          all[name.toLowerCase()] = said[name.toLowerCase()] = value as OutgoingHttpHeaders[string];
      // What makes an answer one shopper's is judged on all its headers, the gateway's too (its Vary:
      // Origin for another site): only which headers are kept comes from what the service said.
      for (const name of ['vary', 'set-cookie', 'content-encoding']) if (all[name] !== undefined) said[name] = all[name];
      const keepable = Array.isArray(given) ? undefined : this.keepable(req, service, version, statusCode, said);
      keeping = keepable && { ...keepable, cameAt: this.now(), length: Number(all['content-length'] ?? NaN) };
      return writeHead!.call(res, statusCode, ...rest);
    }) as Response['writeHead'];
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      const written = write!.call(res, chunk, ...rest);
      take(chunk, rest[0]);
      return written;
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const ending = end!.call(res, chunk, ...rest);
      take(chunk, rest[0]);
      ended = true;
      return ending;
    }) as Response['end'];
    res.once('finish', () => {
      // Cut short (an error after its headers went out): not what the service meant to say.
      const whole = keeping && (Number.isNaN(keeping.length) || keeping.length === size);
      if (keeping && whole) this.keep(keeping.key, keeping.headers, Buffer.concat(chunks, size), version, keeping.cameAt, keeping.seconds);
      chunks = [];
    });
  }

  /** `seconds` from `cameAt`, when the service's answer came (a slow shopper's download adds nothing). */
  private keep(key: string, headers: OutgoingHttpHeaders, body: Buffer, version: number, cameAt: number, seconds: number): void {
    // A change heard of while it came (the count moved on) may not be in it.
    if (version !== this.generation || !this.options.notices.listening) return;
    this.drop(key);
    this.entries.set(key, { headers, body, keptAt: cameAt, until: cameAt + seconds * 1000 });
    this.bytes += body.length;
    this.counts.kept++;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.drop(this.entries.keys().next().value!);
  }

  private drop(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.bytes -= kept.body.length;
    this.entries.delete(key);
  }
}

/** What operators watch of the answers the gateway keeps: how many it answered itself, and whether it
 * hears the catalogue's changes (0: it keeps nothing, every request goes to its service). */
export function keptAnswerMetrics(kept: KeptAnswers): ServiceGauge[] {
  return [
    {
      name: 'gateway_kept_answers_served_total',
      help: 'API requests the gateway answered with an answer it kept',
      type: 'counter',
      read: async () => kept.stats().served,
    },
    { name: 'gateway_kept_answers', help: 'Answers the gateway keeps now', read: async () => kept.stats().entries },
    {
      name: 'gateway_catalogue_changes_heard',
      help: "Whether the gateway hears the catalogue's changes (1) and so keeps its answers, or not (0)",
      read: async () => (kept.stats().listening ? 1 : 0),
    },
  ];
}
