import { z } from 'zod';
import {
  AuthKeySettings,
  ConfigError,
  type Environment,
  LOG_LEVELS,
  type ServiceDefinition,
  type ServiceSettings,
  TracingSettings,
  dataDirSetting,
  optionalSetting,
  read,
  readSettings,
  setting,
} from '@storefront/service-kit';
import { GatewaySettings } from '@storefront/gateway';
import { SERVICES, urlSettingOf } from '../../deploy/topology';

/** The single-process store's own settings. Each service's are read from the same environment (below). */
export const StoreSettings = z.object({
  PORT: setting(read.portNumber, 8080).describe('The port the store (its gateway) listens on (0: any free one).'),
  HOST: setting(read.text, '0.0.0.0').describe('The address the store listens on.'),
  ADMIN_PORT: setting(read.portNumber, 0).describe(
    "The operators' port, on 127.0.0.1 only: the gateway's /readyz and /metrics (0: any free one, printed at start).",
  ),
  DATA_DIR: dataDirSetting(),
  SHUTDOWN_DRAIN_MS: setting(read.wholeNumber(), 1000).describe(
    'How long after Ctrl-C or SIGTERM the store keeps answering, each answer saying Connection: close, so browsers leave their kept-alive connections before it stops (sooner once none is open).',
  ),
  LOG_LEVEL: setting(read.oneOf(LOG_LEVELS), 'warn').describe('The least severe log lines written, for every part of the store.'),
  ...AuthKeySettings.shape,
  STRIPE_SECRET_KEY: optionalSetting(read.text).describe("Stripe's secret API key; unset: the store starts the payment sandbox."),
  STRIPE_WEBHOOK_SECRET: optionalSetting(read.text).describe("The secret Stripe's webhooks are signed with (made up for the sandbox)."),
  CORS_ORIGINS: setting(read.origins, []).describe('Origins (comma separated) allowed to call the API from another origin.'),
  ...TracingSettings.shape,
  OPERATOR_TOKEN: GatewaySettings.shape.OPERATOR_TOKEN,
  PUBLIC_URL: optionalSetting(read.httpUrl('https://shop.example.ca')).describe(
    "The store's address as shoppers reach it (unset: http://localhost:PORT); password reset links, pages' canonical links and the sitemap point there.",
  ),
});
export type StoreSettings = z.output<typeof StoreSettings>;

/** Where the services the store started listen, and how card payments go (the sandbox's address and
 * secret when there is no Stripe key). */
export interface StoreLinks {
  urls: Record<string, string>;
  payments: Record<string, string>;
  /** The store's own address, for the links mailed to shoppers. */
  publicUrl?: string;
}

/** What each service is told about the others (in its own process these come from its environment): where
 * each service it calls listens (deploy/topology.ts), how card payments go to one that calls the
 * payment sandbox (Stripe's stand-in), and the store's address. */
function linksFor(name: string, { urls, payments, publicUrl }: StoreLinks): Environment {
  const node = SERVICES.find((s) => s.name === name);
  const links: Record<string, string | undefined> = publicUrl ? { PUBLIC_URL: publicUrl } : {};
  for (const callee of node?.calls ?? []) {
    if (SERVICES.find((s) => s.name === callee)?.standsInFor) Object.assign(links, payments);
    else links[urlSettingOf(callee)] = urls[callee];
  }
  return links;
}

export interface StoreConfig {
  settings: StoreSettings;
  /** A service's settings, told where the services it calls listen (stand-in addresses until they do). */
  serviceSettings<S extends ServiceSettings>(def: ServiceDefinition<S>, links?: StoreLinks): S;
}

/** The store's settings and every service's, from one environment (this process's unless given), all
 * checked before anything is opened: every malformed one is named in one ConfigError. */
export function readStoreConfig(services: readonly ServiceDefinition[], env: Environment = process.env): StoreConfig {
  const problems = new Set<string>();
  const attempt = <T>(readThem: () => T): T | undefined => {
    try {
      return readThem();
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      err.problems.forEach((p) => problems.add(p));
      return undefined;
    }
  };
  const settings = attempt(() => readSettings(StoreSettings, env));
  // The services' addresses are known only once they listen: stand-ins until then.
  const standIn = 'http://127.0.0.1';
  const standIns: StoreLinks = {
    urls: Object.fromEntries(services.map((s) => [s.name, standIn])),
    payments: settings?.STRIPE_SECRET_KEY ? {} : { PAYMENT_SANDBOX_URL: standIn, STRIPE_WEBHOOK_SECRET: 'whsec_stand_in' },
  };
  const serviceSettings = <S extends ServiceSettings>(def: ServiceDefinition<S>, links = standIns): S =>
    readSettings(def.settings, { ...env, ...linksFor(def.name, links) });
  for (const def of services) attempt(() => serviceSettings(def));
  if (!settings || problems.size) throw new ConfigError([...problems]);
  return { settings, serviceSettings };
}
