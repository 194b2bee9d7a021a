import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve, show } from './serve';

// The upload form, moved here from mf-catalog with its words unchanged (the browser test
// e2e/test/admin-upload.test.ts clicks through it in the built store).
vi.hoisted(() => {
  localStorage.setItem('userId', 'admin-1');
  localStorage.setItem('isAdmin', 'true');
});
const { default: UploadProduct } = await import('../src/pages/UploadProduct');

afterEach(() => vi.unstubAllGlobals());

describe('the upload form', () => {
  it('asks for an image first, uploads it, then adds the product', async () => {
    const calls = serve((method, url) => {
      if (method === 'POST' && url === '/api/upload') return { status: 200, body: { imageUrl: '/images/uploads/abc.webp' } };
      if (method === 'POST' && url === '/api/products') {
        return {
          status: 201,
          body: {
            _id: 'p-new',
            name: 'Paddle',
            description: 'Cedar',
            price: 129.99,
            stock: 7,
            imageUrl: '/images/uploads/abc.webp',
            category: 'Outdoor',
            tags: [],
          },
        };
      }
    });
    show(<UploadProduct />, '/upload-product');
    expect(screen.getByRole('heading', { name: 'Upload New Product' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    await screen.findByText('Please select an image.');

    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [new File(['png'], 'paddle.png', { type: 'image/png' })] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload Image' })));
    await screen.findByRole('img', { name: 'The uploaded product' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Paddle' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Cedar' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '129.99' } });
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '7' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Product' })));
    await screen.findByText('Product uploaded successfully!');
    expect(calls.find((c) => c.url === '/api/products')!.body).toMatchObject({
      name: 'Paddle',
      price: 129.99,
      stock: 7,
      imageUrl: '/images/uploads/abc.webp',
    });
  });

  it("says 'Image upload failed. Try again.' with the store's reason", async () => {
    serve(() => ({ status: 400, body: { message: 'That file is not an image we accept.' } }));
    show(<UploadProduct />, '/upload-product');
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload Image' })));
    // The spec's words, then the store's reason on the next line.
    expect((await screen.findByRole('status')).innerHTML).toMatch(
      /^Image upload failed\. Try again\.<br>That file is not an image we accept\.$/,
    );
  });
});
