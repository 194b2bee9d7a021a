import type { z } from 'zod';
import { ServiceSettings, optionalSetting, read, setting } from '@storefront/service-kit';

/** The catalog service's settings: the shared ones and its own. Pictures go to a folder unless
 * IMAGES_BUCKET names an S3 bucket. */
export const CatalogSettings = ServiceSettings.extend({
  CATALOGUE_CACHE_SECONDS: setting(read.wholeNumber({ max: 3600 }), 10).describe(
    "How long public catalogue answers and listing counts are kept (0: not at all). This replica's own changes clear them at once; another replica's show within this time.",
  ),
  SEED_CATALOG: setting(read.trueOrFalse, true).describe('Fills an empty catalogue with the seeded products at start.'),
  FRENCH_REQUIRED: setting(read.trueOrFalse, false).describe(
    'Staff must give every product a French name and description (the back office, its CSV import): a shop selling in Quebec. Without it, a missing French text shows in English and the back office lists it.',
  ),
  IMAGES_DIR: optionalSetting(read.filePath).describe('The folder for product pictures (default DATA_DIR/images).'),
  IMAGES_BUCKET: optionalSetting(read.text).describe('An S3 bucket for product pictures instead of the folder.'),
  IMAGES_S3_REGION: setting(read.text, 'us-east-1').describe("The bucket's region."),
  IMAGES_S3_ENDPOINT: optionalSetting(read.httpUrl()).describe('An S3-compatible endpoint other than AWS (MinIO, R2, ...).'),
  IMAGES_S3_ACCESS_KEY_ID: optionalSetting(read.text).describe("The bucket's access key (default: the AWS SDK's own lookup)."),
  IMAGES_S3_SECRET_ACCESS_KEY: optionalSetting(read.text).describe('The secret of IMAGES_S3_ACCESS_KEY_ID.'),
  IMAGES_S3_PREFIX: optionalSetting(read.text).describe("A folder in the bucket for the pictures' keys."),
});
export type CatalogSettings = z.output<typeof CatalogSettings>;
