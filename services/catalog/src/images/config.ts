import path from 'node:path';
import { S3ImageStore } from './s3-store';
import { type ImageStore, LocalImageStore } from './store';

/** IMAGES_BUCKET (with IMAGES_S3_REGION, IMAGES_S3_ENDPOINT, IMAGES_S3_ACCESS_KEY_ID,
 * IMAGES_S3_SECRET_ACCESS_KEY, IMAGES_S3_PREFIX) selects a bucket; otherwise a folder, IMAGES_DIR or
 * <DATA_DIR>/images. */
export function imageStoreFromEnv(env: NodeJS.ProcessEnv, dataDir: string): { store: ImageStore; description: string } {
  if (env.IMAGES_BUCKET) {
    return {
      store: new S3ImageStore({
        bucket: env.IMAGES_BUCKET,
        region: env.IMAGES_S3_REGION || 'us-east-1',
        endpoint: env.IMAGES_S3_ENDPOINT || undefined,
        accessKeyId: env.IMAGES_S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.IMAGES_S3_SECRET_ACCESS_KEY || undefined,
        prefix: env.IMAGES_S3_PREFIX || undefined,
      }),
      description: `bucket ${env.IMAGES_BUCKET}`,
    };
  }
  const dir = path.resolve(env.IMAGES_DIR || path.join(dataDir, 'images'));
  return { store: new LocalImageStore(dir), description: dir };
}
