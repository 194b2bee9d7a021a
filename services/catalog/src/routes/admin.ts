import type { Express, NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { MAX_UPLOAD_BYTES, NewProductRequest, type Product, UPLOADED_IMAGE_URL, type UploadResponse } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { HttpError, badRequest, currentUser, endpoint, recordAudit, requireAdmin } from '@storefront/service-kit';
import { findAdminProduct } from '../data/admin-products';
import { findProduct, insertProducts } from '../data/products';
import { leavesFrenchMissing } from '../domain/catalogue-languages';
import { processUpload } from '../images/process';
import type { ImageStore } from '../images/store';

export interface AdminRouteDeps {
  db: Database;
  images: ImageStore;
  onEventsWritten: () => void;
  /** Every product must have its French (FRENCH_REQUIRED). */
  frenchRequired?: boolean;
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Reads one multipart file field `image` into memory, refusing oversized or surplus parts with a message. */
function readImage(req: Request, res: Response, next: NextFunction) {
  if (!req.is('multipart/form-data')) {
    next(badRequest('image.upload.notMultipart'));
    return;
  }
  multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } }).single('image')(
    req,
    res,
    (err: unknown) => {
      if (!err) return next();
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, 'image.upload.tooLarge', { size: mb(MAX_UPLOAD_BYTES) }));
      if (code === 'LIMIT_UNEXPECTED_FILE') return next(badRequest('image.upload.oneImage'));
      if (code?.startsWith('LIMIT_')) return next(badRequest('image.upload.tooManyParts'));
      next(badRequest('image.upload.unreadable'));
    },
  );
}

export function mountAdminRoutes(app: Express, deps: AdminRouteDeps): void {
  /** Admins upload a product picture; the store keeps a web-sized copy and a thumbnail. */
  app.post('/api/upload', requireAdmin, readImage, async (req, res) => {
    if (!req.file) throw badRequest('image.upload.missing');
    const image = await processUpload(req.file.buffer);
    const web = `uploads/${image.hash}.webp`;
    const thumb = `uploads/${image.hash}-thumb.webp`;
    await deps.images.put(thumb, image.thumbnail, 'image/webp');
    await deps.images.put(web, image.web, 'image/webp');
    req.log.info({ key: web, bytes: image.web.length }, 'product image uploaded');
    const body: UploadResponse = { imageUrl: `/images/${web}`, thumbnailUrl: `/images/${thumb}`, width: image.width, height: image.height };
    res.status(201).json(body);
  });

  /** Admins add a product; it is in the catalogue and findable by search at once. */
  app.post(
    '/api/products',
    requireAdmin,
    endpoint({ body: NewProductRequest }, async ({ body }, req, res): Promise<Product> => {
      if (deps.frenchRequired && leavesFrenchMissing(undefined, body.texts)) throw badRequest('product.french.required');
      const key = body.imageUrl.replace(/^\/images\//, '');
      if (!UPLOADED_IMAGE_URL.test(body.imageUrl) || !(await deps.images.has(key))) {
        throw badRequest('image.notUploaded');
      }
      const id = await deps.db.transaction(async (tx) => {
        const [created] = await insertProducts(tx, [
          {
            name: body.name,
            description: body.description,
            category: body.category,
            priceCents: body.price,
            stock: body.stock,
            ...(body.texts ? { texts: body.texts } : {}),
            imageUrl: body.imageUrl,
            tags: body.tags,
          },
        ]);
        await addToOutbox(tx, 'catalog', 'product.created', {
          productId: created!,
          name: body.name,
          category: body.category,
          tags: body.tags,
        });
        await recordAudit(tx, 'catalog', {
          actor: currentUser(req),
          action: 'product.created',
          targetType: 'product',
          targetId: created!,
          before: null,
          after: await findAdminProduct(tx, created!),
        });
        return created!;
      });
      deps.onEventsWritten();
      res.status(201);
      return (await findProduct(deps.db, id))!;
    }),
  );
}
