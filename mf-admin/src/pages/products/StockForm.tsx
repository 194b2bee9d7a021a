import { type FormEvent, useState } from 'react';
import { Button, errorMessage, Field, Notice, useLanguage } from '@storefront/ui';
import type { AdminProduct } from '@storefront/contracts';
import { productsApi } from '../../api';
import { useText } from '../../messages';
import { Toolbar } from '../../layout';
import { variantLabel } from './contractRules';

/** A product with options: which variant's stock changes (the service refuses a change without one). */
function VariantChoice({ product, value, onChange }: { product: AdminProduct; value: string; onChange: (variantId: string) => void }) {
  const t = useText();
  const { formats } = useLanguage();
  return (
    <Field>
      {t('editor.variant')}
      <select required value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('editor.chooseVariant')}</option>
        {(product.variants ?? []).map((v) => (
          <option key={v._id} value={v._id}>
            {t(v.forSale ? 'editor.variantChoice' : 'editor.variantArchived', {
              variant: variantLabel(product.options, v.options),
              sku: v.sku,
              stock: formats.number(v.stock),
            })}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The product's stock, and a change to it with its reason (the audit log says why): of one of its
 * variants, for a product with options. */
export function StockForm({ product, onSaved }: { product: AdminProduct; onSaved: (p: AdminProduct, message: string) => void }) {
  const t = useText();
  const { formats } = useLanguage();
  const [stock, setStock] = useState({ change: '', reason: '', variantId: '' });
  const perVariant = product.options.length > 0;
  const [adjusting, setAdjusting] = useState(false);
  const [stockMessage, setStockMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const adjust = async (e: FormEvent) => {
    e.preventDefault();
    // A change is not idempotent: a second click while the first is on its way would count twice.
    if (adjusting) return;
    setAdjusting(true);
    setStockMessage(null);
    try {
      const variant = perVariant ? product.variants?.find((v) => v._id === stock.variantId) : undefined;
      const adjusted = await productsApi.adjustStock(product._id, {
        ...(variant ? { variantId: variant._id } : {}),
        change: Number(stock.change),
        reason: stock.reason,
      });
      setStock({ change: '', reason: '', variantId: stock.variantId });
      setStockMessage({ ok: true, text: t('editor.adjusted') });
      const name = product.name;
      onSaved(
        adjusted,
        variant
          ? t('editor.adjustedVariant', { name, variant: variantLabel(product.options, variant.options) })
          : t('editor.adjustedNamed', { name }),
      );
    } catch (err) {
      setStockMessage({ ok: false, text: errorMessage(err) });
    } finally {
      setAdjusting(false);
    }
  };

  return (
    <>
      <h3>{t('editor.stock', { stock: formats.number(product.stock) })}</h3>
      <Toolbar onSubmit={(e) => void adjust(e)} aria-label={t('editor.adjust')}>
        {perVariant && (
          <VariantChoice product={product} value={stock.variantId} onChange={(variantId) => setStock((s) => ({ ...s, variantId }))} />
        )}
        <Field>
          {t('editor.change')}
          <input
            required
            type="number"
            step="1"
            value={stock.change}
            onChange={(e) => setStock((s) => ({ ...s, change: e.target.value }))}
          />
        </Field>
        <Field>
          {t('common.reason')}
          <input required maxLength={200} value={stock.reason} onChange={(e) => setStock((s) => ({ ...s, reason: e.target.value }))} />
        </Field>
        <Button type="submit" disabled={adjusting}>
          {t('editor.adjust')}
        </Button>
      </Toolbar>
      {stockMessage && (
        <Notice $tone={stockMessage.ok ? 'success' : 'error'} role="status">
          {stockMessage.text}
        </Notice>
      )}
    </>
  );
}
