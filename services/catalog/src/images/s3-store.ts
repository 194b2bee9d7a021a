import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { type ImageStore, type StoredImage, contentTypeOf, isValidImageKey } from './store';

export interface S3StoreConfig {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Ceph...): their address; path-style requests are used. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Folder inside the bucket. */
  prefix?: string;
}

/** Images in an S3-compatible bucket, for catalog replicas that share no disk. */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;

  constructor(private readonly config: S3StoreConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: Boolean(config.endpoint),
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  private key(key: string): string {
    if (!isValidImageKey(key)) throw new Error(`Invalid image key: ${key}`);
    return this.config.prefix ? `${this.config.prefix.replace(/\/$/, '')}/${key}` : key;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(key),
        Body: data,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredImage | undefined> {
    if (!isValidImageKey(key)) return undefined;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
      const bytes = await res.Body!.transformToByteArray();
      return { data: Buffer.from(bytes), contentType: res.ContentType ?? contentTypeOf(key) };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    if (!isValidImageKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
