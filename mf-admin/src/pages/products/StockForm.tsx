import { type FormEvent, useState } from 'react';
import { Button, errorMessage, Field, Notice, useLanguage } from '@storefront/ui';
import type { AdminProduct } from '@storefront/contracts';
import { productsApi } from '../../api';
import { useText } from '../../messages';
import { Toolbar } from '../../layout';

/** The product's stock, and a change to it with its reason (the audit log says why). */
export function StockForm({ product, onSaved }: { product: AdminProduct; onSaved: (p: AdminProduct, message: string) => void }) {
  const t = useText();
  const { formats } = useLanguage();
  const [stock, setStock] = useState({ change: '', reason: '' });
  const [adjusting, setAdjusting] = useState(false);
  const [stockMessage, setStockMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const adjust = async (e: FormEvent) => {
    e.preventDefault();
    // A change is not idempotent: a second click while the first is on its way would count twice.
    if (adjusting) return;
    setAdjusting(true);
    setStockMessage(null);
    try {
      const adjusted = await productsApi.adjustStock(product._id, { change: Number(stock.change), reason: stock.reason });
      setStock({ change: '', reason: '' });
      setStockMessage({ ok: true, text: t('editor.adjusted') });
      onSaved(adjusted, t('editor.adjustedNamed', { name: product.name }));
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
