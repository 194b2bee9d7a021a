import { type FormEvent, useRef, useState } from 'react';
import { api, errorMessage, isProduct } from '@storefront/ui';
import type { Product } from '@storefront/contracts';
import { useText } from '../../messages';
import { uploadPicture } from '../../picture-upload';

const EMPTY = { name: '', description: '', price: '', stock: '', category: '' };

/** What the form says after an action: what happened, the service's reason, and the product it made. */
export type UploadMessage = { ok: boolean; text: string; reason?: string; product?: Product };

/** The new product's fields and picture, the picture's upload and the product's creation. */
export function useProductUpload() {
  const t = useText();
  const [form, setForm] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [imageUrl, setImageUrl] = useState('');
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<UploadMessage | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const uploadImage = async () => {
    setMessage(null);
    if (!file) {
      setMessage({ ok: false, text: t('image.select') });
      return;
    }
    setUploading(true);
    try {
      setImageUrl(await uploadPicture(file));
    } catch (err) {
      setMessage({ ok: false, text: t('image.uploadFailed'), reason: errorMessage(err) });
    } finally {
      setUploading(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    if (!imageUrl) {
      setMessage({ ok: false, text: t('upload.imageFirst') });
      return;
    }
    setSaving(true);
    try {
      const product = await api('/api/products', {
        method: 'POST',
        body: { ...form, price: Number(form.price), stock: Number(form.stock), category: form.category || undefined, imageUrl },
        check: isProduct,
      });
      setMessage({ ok: true, text: t('upload.done'), product });
      setForm(EMPTY);
      setFile(null);
      setImageUrl('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      setMessage({ ok: false, text: t('upload.failed'), reason: errorMessage(err) });
    } finally {
      setSaving(false);
    }
  };

  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  /** A new file chosen: the picture uploaded before is not this one. */
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setImageUrl('');
  };
  return { form, set, choose, fileInput, imageUrl, uploading, saving, message, uploadImage, submit };
}
