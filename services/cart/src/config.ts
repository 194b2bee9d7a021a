import type { z } from 'zod';
import { ServiceSettings, read, serviceUrlSetting, setting } from '@storefront/service-kit';

/** The cart service's settings: the shared ones, the catalog it prices lines from, and visitors' carts. */
export const CartSettings = ServiceSettings.extend({
  CATALOG_URL: serviceUrlSetting('catalog'),
  COOKIE_SECURE: setting(read.trueOrFalse, false).describe("Visitors' cart cookies only over HTTPS even when the request came over HTTP."),
  // Per client address: an operator whose shoppers share one address (a campus, a test run) raises it.
  GUEST_CARTS_PER_CLIENT: setting(read.wholeNumber({ min: 1 }), 100).describe("New visitors' carts per client address per hour."),
});
export type CartSettings = z.output<typeof CartSettings>;
