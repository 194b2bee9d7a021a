import { uploadFile } from '@storefront/ui';
import type { UploadResponse } from '@storefront/contracts';

const isUpload = (x: unknown): x is UploadResponse =>
  typeof x === 'object' && x !== null && typeof (x as UploadResponse).imageUrl === 'string';

/** Sends a product's picture to the image store; answers the address it is served from. */
export async function uploadPicture(file: File): Promise<string> {
  return (await uploadFile('/api/upload', 'image', file, isUpload)).imageUrl;
}
