import type { Express } from 'express';
import { errorBody } from '@storefront/service-kit';
import { isValidImageKey, type ImageStore } from '../images/store';

export function mountImageRoutes(app: Express, deps: { images: ImageStore }): void {
  app.get('/images/{*key}', async (req, res) => {
    const parts = (req.params as { key?: string[] }).key ?? [];
    const key = parts.join('/');
    const image = isValidImageKey(key) ? await deps.images.get(key) : undefined;
    if (!image) {
      res.status(404).json(errorBody('image.notFound'));
      return;
    }
    res.set({
      'Content-Type': image.contentType,
      // Keys never change content: uploads are named by their hash, seed pictures by their product.
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An SVG opened directly must not be able to run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.send(image.data);
  });
}
