import { type FormEvent, useState } from 'react';
import { Button, errorMessage, Field, Notice, useAsync } from '@storefront/ui';
import type { AdminProduct } from '@storefront/contracts';
import { productsApi } from '../../api';
import { useText } from '../../messages';
import { Actions, Panel } from '../../layout';
import { uploadPicture as sendPicture } from '../../picture-upload';
import {
  FrenchNameAndDescription,
  FrenchOptionFields,
  NameAndDescription,
  PriceField,
  frenchOptionsOf,
  frenchOptionsToSave,
} from '../../product-fields';
import { StockForm } from './StockForm';
import { VariantsSection } from './VariantsSection';

interface EditorProps {
  product: AdminProduct;
  onClose: () => void;
  onSaved: (p: AdminProduct, message: string) => void;
}

/** The product's fields and picture as edited, and the saving of them. */
function useProductEdit({ product, onSaved }: EditorProps) {
  const t = useText();
  const [form, setForm] = useState({
    name: product.name,
    description: product.description,
    category: product.category,
    price: String(product.price),
    tags: product.tags.join(', '),
    nameFr: product.texts.fr?.name ?? '',
    descriptionFr: product.texts.fr?.description ?? '',
  });
  const [optionsFr, setOptionsFr] = useState(() => frenchOptionsOf(product.options, product.texts.fr?.options));
  const [imageUrl, setImageUrl] = useState(product.imageUrl);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const uploadPicture = async () => {
    setError('');
    if (!file) {
      setError(t('image.select'));
      return;
    }
    setBusy(true);
    try {
      setImageUrl(await sendPicture(file));
    } catch (err) {
      setError(`${t('image.uploadFailed')} ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setBusy(true);
    try {
      const tags = form.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const saved = await productsApi.save(product._id, {
        name: form.name,
        description: form.description,
        category: form.category,
        price: Number(form.price),
        imageUrl,
        tags,
        texts: {
          fr: {
            name: form.nameFr,
            description: form.descriptionFr,
            ...(product.options.length > 0 ? { options: frenchOptionsToSave(optionsFr) } : {}),
          },
        },
      });
      onSaved(saved, t('editor.saved', { name: saved.name }));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return { form, set, optionsFr, setOptionsFr, imageUrl, setFile, busy, error, uploadPicture, save };
}

/** The product's own fields and its picture. */
function ProductFields(props: EditorProps) {
  const t = useText();
  const { form, set, optionsFr, setOptionsFr, imageUrl, setFile, busy, error, uploadPicture, save } = useProductEdit(props);
  return (
    <form onSubmit={(e) => void save(e)} aria-label={t('editor.form')}>
      <NameAndDescription form={form} set={set} />
      <FrenchNameAndDescription form={form} set={set} />
      <FrenchOptionFields options={props.product.options} form={optionsFr} set={setOptionsFr} />
      <Field>
        {t('common.category')}
        <input required maxLength={100} value={form.category} onChange={set('category')} />
      </Field>
      <PriceField form={form} set={set} />
      <Field>
        {t('editor.tags')}
        <input value={form.tags} onChange={set('tags')} />
      </Field>
      <Field>
        {t('editor.picture')}
        <input type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </Field>
      <Actions>
        <Button type="button" $variant="plain" disabled={busy} onClick={() => void uploadPicture()}>
          {t('editor.uploadPicture')}
        </Button>
        {imageUrl && <img src={imageUrl} alt={t('editor.pictureOf', { name: form.name })} width={80} height={80} />}
      </Actions>
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      <Actions>
        <Button type="submit" disabled={busy}>
          {t('editor.save')}
        </Button>
        <Button type="button" $variant="plain" onClick={props.onClose}>
          {t('editor.close')}
        </Button>
      </Actions>
    </form>
  );
}

/** Every field and the picture, the options and variants, and the stock; stock changes only with a reason
 * (the audit log says why). The variants come from the product's own answer (a listing has none), asked
 * again after each save so that the table shows the stock the service counted. */
export function ProductEditor(props: EditorProps) {
  const t = useText();
  const { product } = props;
  const detail = useAsync((signal) => productsApi.detail(product._id, signal), [product._id]);
  const onSaved = (p: AdminProduct, message: string) => {
    detail.reload();
    props.onSaved(p, message);
  };
  return (
    <Panel aria-labelledby="edit-product">
      <h2 id="edit-product">{t('products.editNamed', { name: product.name })}</h2>
      <ProductFields {...props} onSaved={onSaved} />
      <VariantsSection detail={detail} onSaved={onSaved} />
      <StockForm product={detail.data ?? product} onSaved={onSaved} />
    </Panel>
  );
}
