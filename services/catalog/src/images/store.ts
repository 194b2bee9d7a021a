import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredImage {
  data: Buffer;
  contentType: string;
}

/** Where product images live: a local folder by default; other back ends plug in behind this. */
export interface ImageStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredImage | undefined>;
  has(key: string): Promise<boolean>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** Image keys are lower-case paths like "seed/maple-syrup.svg"; nothing that could climb out of the folder. */
export function isValidImageKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..') && key.length <= 200 && path.extname(key) in TYPES;
}

export function contentTypeOf(key: string): string {
  return TYPES[path.extname(key)] ?? 'application/octet-stream';
}

export class LocalImageStore implements ImageStore {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    if (!isValidImageKey(key)) throw new Error(`Invalid image key: ${key}`);
    return path.join(this.dir, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<StoredImage | undefined> {
    if (!isValidImageKey(key)) return undefined;
    try {
      return { data: await fs.readFile(this.file(key)), contentType: contentTypeOf(key) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    if (!isValidImageKey(key)) return false;
    return fs.access(this.file(key)).then(
      () => true,
      () => false,
    );
  }
}
