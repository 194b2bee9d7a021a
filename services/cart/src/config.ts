import type { z } from 'zod';
import { ServiceSettings, serviceUrlSetting } from '@storefront/service-kit';

/** The cart service's settings: the shared ones and the catalog it prices lines from. */
export const CartSettings = ServiceSettings.extend({
  CATALOG_URL: serviceUrlSetting('catalog'),
});
export type CartSettings = z.output<typeof CartSettings>;
