import type { Logger } from 'pino';
import { DEFAULT_CITY, type Location } from '@storefront/contracts';
import { TtlCache } from './cache';

export interface LocationClientOptions {
  /** An IP geolocation service answering JSON with a `city`; `{ip}` is replaced by the address. */
  urlTemplate?: string;
  timeoutMs?: number;
  /** How long to use Toronto without asking after the service failed. */
  retryAfterMs?: number;
  log?: Logger;
}

const PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|::1$|fc|fd|fe80:|::ffff:127\.)/i;

/** The shopper's city from their IP address; Toronto when it cannot be told (private addresses, the
 * service unreachable or unsure). */
export class LocationClient {
  private readonly cache = new TtlCache<Location>(6 * 3600_000, 5000);
  /** After a failure the service is left alone for a while: every shopper would otherwise wait out the timeout. */
  private downUntil = 0;
  constructor(private readonly options: LocationClientOptions = {}) {}

  async cityOf(ip: string | undefined): Promise<Location> {
    const fallback: Location = { city: DEFAULT_CITY, source: 'default' };
    if (!ip || PRIVATE.test(ip)) return fallback;
    const cached = this.cache.get(ip);
    if (cached) return cached;
    if (Date.now() < this.downUntil) return fallback;
    try {
      const template = this.options.urlTemplate ?? 'https://ipapi.co/{ip}/json/';
      const res = await fetch(template.replace('{ip}', encodeURIComponent(ip)), { signal: AbortSignal.timeout(this.options.timeoutMs ?? 2000) });
      if (res.status >= 400 && res.status < 500) {
        // The service is up but cannot place this address: Toronto for it, and ask again for others.
        this.cache.set(ip, fallback);
        return fallback;
      }
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const data = (await res.json()) as { city?: unknown };
      const city = typeof data.city === 'string' && data.city.trim() ? data.city.trim().slice(0, 100) : null;
      const answer: Location = city ? { city, source: 'ip' } : fallback;
      this.cache.set(ip, answer);
      return answer;
    } catch (err) {
      // The spec: a failed lookup is logged and Toronto is used.
      this.downUntil = Date.now() + (this.options.retryAfterMs ?? 60_000);
      this.options.log?.warn({ err: (err as Error).message }, 'IP geolocation failed: using Toronto');
      return fallback;
    }
  }
}
