import path from 'node:path';
import type { CatalogSettings } from '../config';
import { S3ImageStore } from './s3-store';
import { type ImageStore, LocalImageStore } from './store';

/** IMAGES_BUCKET (with IMAGES_S3_REGION, IMAGES_S3_ENDPOINT, IMAGES_S3_ACCESS_KEY_ID,
 * IMAGES_S3_SECRET_ACCESS_KEY, IMAGES_S3_PREFIX) selects a bucket; otherwise a folder, IMAGES_DIR or
 * <DATA_DIR>/images. */
export function imageStoreFrom(settings: CatalogSettings, dataDir: string): { store: ImageStore; description: string } {
  if (settings.IMAGES_BUCKET) {
    return {
      store: new S3ImageStore({
        bucket: settings.IMAGES_BUCKET,
        region: settings.IMAGES_S3_REGION,
        endpoint: settings.IMAGES_S3_ENDPOINT,
        accessKeyId: settings.IMAGES_S3_ACCESS_KEY_ID,
        secretAccessKey: settings.IMAGES_S3_SECRET_ACCESS_KEY,
        prefix: settings.IMAGES_S3_PREFIX,
      }),
      description: `bucket ${settings.IMAGES_BUCKET}`,
    };
  }
  const dir = settings.IMAGES_DIR ?? path.resolve(dataDir, 'images');
  return { store: new LocalImageStore(dir), description: dir };
}
