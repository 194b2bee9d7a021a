import type { z } from 'zod';
import { ServiceSettings, read, setting } from '@storefront/service-kit';

/** The reviews service's settings: the shared ones, whether staff approve each review, and the store's address for mails. */
export const ReviewsSettings = ServiceSettings.extend({
  REVIEWS_NEED_APPROVAL: setting(read.trueOrFalse, true).describe(
    'New and changed reviews wait for staff before the shop shows them; false shows them at once (those the automatic check holds back still wait).',
  ),
  // Never taken from a request's Host: a forged one would send the invitation's links elsewhere.
  PUBLIC_URL: setting(read.httpUrl('https://shop.example.ca'), 'http://localhost:8080').describe(
    "The store's address as shoppers reach it: the links in review invitations point there.",
  ),
});
export type ReviewsSettings = z.output<typeof ReviewsSettings>;
