import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@storefront/contracts';
import { BACKENDS, type StartedTestService, startTestService, testAuth } from '@storefront/testing';
import { catalogService } from '../src';
import { S3ImageStore } from '../src/images/s3-store';

/** A PNG of a few hundred bytes whose header claims 50,000 × 50,000 pixels (a "decompression bomb"). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const jpegWithSecrets = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Location Inc.', Artist: 'Jane Doe' } })
    .toBuffer();

describe.each(BACKENDS)('admin product upload on $label', (backend) => {
  let svc: StartedTestService;
  let admin: Record<string, string>;
  let shopper: Record<string, string>;
  const uploadsDir = () => path.join(svc.dataDir, 'images', 'uploads');
  const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0);

  beforeAll(async () => {
    svc = await startTestService(catalogService, backend);
    const auth = await testAuth();
    admin = { Authorization: `Bearer ${await auth.tokenFor({ isAdmin: true, name: 'Admin' })}` };
    shopper = { Authorization: `Bearer ${await auth.tokenFor({ isAdmin: false })}` };
  });
  afterAll(async () => svc?.close());

  const upload = (headers: Record<string, string>, file: Buffer, filename = 'photo.jpg', field = 'image') =>
    request(svc.app).post('/api/upload').set(headers).attach(field, file, filename);

  it('takes a JPEG from an admin: web-sized copy and thumbnail, metadata stripped', async () => {
    const original = await jpegWithSecrets();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(admin, original);
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toMatch(/^\/images\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(res.body.thumbnailUrl).toMatch(/-thumb\.webp$/);
    expect([res.body.width, res.body.height]).toEqual([1200, 800]);
    const web = await request(svc.app).get(res.body.imageUrl);
    expect(web.headers['content-type']).toBe('image/webp');
    const meta = await sharp(web.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(web.body.toString('latin1')).not.toContain('Secret Location');
    const thumb = await sharp((await request(svc.app).get(res.body.thumbnailUrl)).body).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(300);
  });

  it.each([
    [
      'png',
      () =>
        sharp({ create: { width: 40, height: 30, channels: 4, background: '#0a0' } })
          .png()
          .toBuffer(),
    ],
    [
      'webp',
      () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: '#00a' } })
          .webp()
          .toBuffer(),
    ],
    [
      'gif',
      () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: '#a0a' } })
          .gif()
          .toBuffer(),
    ],
  ])('takes a %s by its content, whatever the file is called', async (_kind, make) => {
    const res = await upload(admin, await make(), 'no-extension');
    expect(res.status).toBe(201);
    expect([res.body.width, res.body.height]).toEqual([40, 30]); // never enlarged
  });

  it('refuses anything else with a 4xx and a message, and stores nothing', async () => {
    const before = storedFiles();
    const text = await upload(admin, Buffer.from('#!/bin/sh\necho not a picture\n'), 'evil.png');
    expect(text.status).toBe(415);
    expect(text.body.error).toBe('That file is not an image we accept. Upload a JPEG, PNG, WebP or GIF picture.');
    const svg = await upload(admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg');
    expect(svg.status).toBe(415);
    const big = await upload(admin, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), 'huge.jpg');
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('The image is larger than 5 MB. Choose a smaller picture.');
    const none = await request(svc.app).post('/api/upload').set(admin).field('name', 'x');
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Please select an image.');
    const wrongField = await upload(admin, await jpegWithSecrets(), 'a.jpg', 'picture');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toBe('Send one image, in a field named "image".');
    const json = await request(svc.app).post('/api/upload').set(admin).send({ image: 'data' });
    expect(json.status).toBe(400);
    const truncated = (await jpegWithSecrets()).subarray(0, 500);
    expect((await upload(admin, truncated, 'broken.jpg')).status).toBe(422);
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(2000);
    const refused = await upload(admin, bomb, 'bomb.png');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('That image could not be read: it may be damaged or too large. Try another picture.');
    expect(storedFiles()).toBe(before);
  });

  it('is for admins only', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const asShopper = await upload(shopper, png);
    expect(asShopper.status).toBe(403);
    expect(asShopper.body.error).toBe('Only an administrator can do that.');
    expect((await upload({}, png)).status).toBe(401);
  });

  describe('creating a product', () => {
    let imageUrl: string;
    beforeAll(async () => {
      imageUrl = (await upload(admin, await jpegWithSecrets())).body.imageUrl;
    });

    it('adds it to the catalogue, findable by search at once, and announces it', async () => {
      const res = await request(svc.app).post('/api/products').set(admin).send({
        name: 'Muskoka Chair Cushion',
        description: 'Weatherproof cushion for a Muskoka chair.',
        price: '49.95',
        stock: '12',
        category: 'Garden',
        imageUrl,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: 'Muskoka Chair Cushion', price: 49.95, stock: 12, category: 'Garden', imageUrl });
      expect((await request(svc.app).get(`/api/products/${res.body._id}`)).body.name).toBe('Muskoka Chair Cushion');
      const found = await request(svc.app).get('/api/products?search=muskoka%20cushion');
      expect(found.body.products.map((p: { _id: string }) => p._id)).toContain(res.body._id);
      const typo = await request(svc.app).get('/api/products?search=cushon');
      expect(typo.body.products[0]._id).toBe(res.body._id);
      expect((await request(svc.app).get('/api/products')).body.products[0]._id).toBe(res.body._id); // newest first
      const { rows } = await svc.db.query<{ payload: { productId: string } }>(
        `SELECT payload FROM catalog.outbox WHERE type = 'product.created'`,
      );
      expect(rows.map((r) => r.payload.productId)).toContain(res.body._id);
    });

    it('defaults the category and accepts a whole stock of 0', async () => {
      const res = await request(svc.app)
        .post('/api/products')
        .set(admin)
        .send({ name: 'Plain Thing', description: 'Just a thing.', price: 5, stock: 0, imageUrl });
      expect(res.body).toMatchObject({ category: 'General', stock: 0, price: 5 });
    });

    it.each([
      [{ name: '' }, 'Name is required.'],
      [{ description: undefined }, 'Description is required.'],
      [{ price: -1 }, 'Price must be a positive number.'],
      [{ price: 0 }, 'Price must be a positive number.'],
      [{ price: 'abc' }, 'Price must be a positive number.'],
      [{ price: '0x10' }, 'Price must be a positive number.'],
      [{ price: '1e3' }, 'Price must be a positive number.'],
      [{ price: 1.999 }, 'Price can have at most two decimals.'],
      [{ stock: '1e2' }, 'Stock must be a whole number, 0 or more.'],
      [{ name: 'Toque\r\nX-Injected: yes' }, 'Name must be one line of text, without control characters.'],
      [{ stock: 1.5 }, 'Stock must be a whole number, 0 or more.'],
      [{ stock: -2 }, 'Stock must be a whole number, 0 or more.'],
      [{ imageUrl: undefined }, 'Please upload an image first.'],
      [{ imageUrl: 'https://elsewhere.example/cat.jpg' }, 'The image must be one uploaded to this store (POST /api/upload).'],
      [{ imageUrl: `/images/uploads/${'0'.repeat(64)}.webp` }, 'That image was not uploaded to this store. Upload the picture first.'],
    ])('refuses %j with a message and adds nothing', async (change, message) => {
      const before = (await request(svc.app).get('/api/products')).body.total;
      const body = { name: 'X', description: 'Y', price: 10, stock: 1, imageUrl, ...change };
      const res = await request(svc.app).post('/api/products').set(admin).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect((await request(svc.app).get('/api/products')).body.total).toBe(before);
    });

    it('is for admins only', async () => {
      const body = { name: 'Sneaky', description: 'Not allowed.', price: 1, stock: 1, imageUrl };
      expect((await request(svc.app).post('/api/products').set(shopper).send(body)).status).toBe(403);
      expect((await request(svc.app).post('/api/products').send(body)).status).toBe(401);
    });
  });
});

/** An S3-compatible bucket in miniature (PUT, GET and HEAD of objects), for the store's S3 client. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = http.createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        res.writeHead(200, { ETag: '"x"' }).end();
      });
      return;
    }
    const o = objects.get(key);
    if (!o) {
      res
        .writeHead(404, { 'Content-Type': 'application/xml' })
        .end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
      return;
    }
    res.writeHead(200, { 'Content-Type': o.type, 'Content-Length': o.body.length });
    res.end(req.method === 'HEAD' ? undefined : o.body);
  });
  return { server, objects };
}

describe('images in an S3-compatible bucket', () => {
  it('puts, gets and checks images through the S3 client', async () => {
    const s3 = fakeS3();
    await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
    const port = (s3.server.address() as { port: number }).port;
    try {
      const store = new S3ImageStore({
        bucket: 'shop-images',
        region: 'ca-central-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'k',
        secretAccessKey: 's',
        prefix: 'prod',
      });
      expect(await store.has('uploads/a.webp')).toBe(false);
      expect(await store.get('uploads/a.webp')).toBeUndefined();
      await store.put('uploads/a.webp', Buffer.from('RIFFxxxxWEBP'), 'image/webp');
      expect([...s3.objects.keys()]).toEqual(['/shop-images/prod/uploads/a.webp']);
      expect(await store.has('uploads/a.webp')).toBe(true);
      expect(await store.get('uploads/a.webp')).toEqual({ data: Buffer.from('RIFFxxxxWEBP'), contentType: 'image/webp' });
      await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid image key/);
    } finally {
      s3.server.close();
    }
  });
});
