import { type ImageStore, isValidImageKey } from './store';

/** Whether a picture address is one of this store's images that is really there (an upload or a seed
 * picture): a product never points at a picture that does not load. */
export async function isStoredImage(images: ImageStore, url: string): Promise<boolean> {
  if (!url.startsWith('/images/')) return false;
  const key = url.slice('/images/'.length);
  return isValidImageKey(key) && (await images.has(key));
}
