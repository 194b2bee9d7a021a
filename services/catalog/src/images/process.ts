import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '@storefront/service-kit';

export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
/** Longest side of the copy shown on product pages, and of the thumbnail. */
export const WEB_SIZE = 1200;
export const THUMB_SIZE = 300;
/** Refuses "decompression bombs": small files that unpack to gigantic images. */
const MAX_PIXELS = 40_000_000;

export interface ProcessedImage {
  hash: string;
  web: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** What the first bytes say a file is, whatever it is called. */
export function sniffFormat(bytes: Buffer): (typeof ACCEPTED_FORMATS)[number] | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return undefined;
}

/** Checks what the bytes really are (not what the file is called), then makes a web-sized copy and a
 * thumbnail without any of the original's metadata (camera, location, ...). */
export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw new HttpError(415, 'image.type');
  let animated = false;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (meta.format !== sniffed) throw new Error('format mismatch');
    animated = (meta.pages ?? 1) > 1;
  } catch {
    throw new HttpError(422, 'image.unreadable');
  }
  try {
    const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, animated }).rotate(); // honour EXIF orientation, then drop EXIF
    const web = await input()
      .resize({ width: WEB_SIZE, height: WEB_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await input()
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      hash: createHash('sha256').update(web.data).digest('hex'),
      web: web.data,
      thumbnail,
      width: web.info.width,
      height: animated && web.info.pageHeight ? web.info.pageHeight : web.info.height,
    };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(422, 'image.unreadable');
  }
}
