import { z } from 'zod';
import { RouteTable } from '@storefront/routes';
import { type Environment, optionalSetting, read, readSettings, setting } from '@storefront/service-kit/config';

/** The dev servers' settings (`npm run dev`; the build reads none). */
export const DevServerSettings = z.object({
  GATEWAY_URL: setting(read.httpUrl('http://localhost:8080'), 'http://localhost:8080').describe(
    'The running store (its gateway) the dev servers pass API calls, pictures and payment pages to.',
  ),
  GATEWAY_ROUTES_FILE: optionalSetting(read.jsonFile(RouteTable)).describe(
    "The gateway's route table when it is not the built-in one: the dev servers pass the same paths on.",
  ),
});
export type DevServerSettings = z.output<typeof DevServerSettings>;

/** This process's settings (a malformed one throws a ConfigError naming it). */
export const readDevServerSettings = (env: Environment = process.env): DevServerSettings => readSettings(DevServerSettings, env);
