import { type FormEvent, useState } from 'react';
import { Button, Field } from '@storefront/ui';
import { useText } from '../../messages';
import { Toolbar } from '../../layout';
import type { VariantsEditing } from './useVariantsEdit';
import { type BulkAction, bulkSet } from './variantDraft';

const ACTIONS: BulkAction[] = ['price', 'stock', 'addStock'];

/** One price or stock for every selected variant, or a number added to each one's stock. */
export function BulkEdit({ editing }: { editing: VariantsEditing }) {
  const t = useText();
  const [action, setAction] = useState<BulkAction>('price');
  const [amount, setAmount] = useState('');
  const selected = editing.draft.rows.filter((r) => r.selected).length;
  if (editing.draft.rows.length < 2) return null;

  const apply = (e: FormEvent) => {
    e.preventDefault();
    editing.change((d) => bulkSet(d, action, amount));
  };
  return (
    <Toolbar onSubmit={apply} aria-label={t('variants.bulk')}>
      <Field>
        {t('variants.bulkAction')}
        <select value={action} onChange={(e) => setAction(ACTIONS.find((a) => a === e.target.value) ?? 'price')}>
          {ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`variants.bulk.${a}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {t('variants.bulkAmount')}
        <input
          required
          type="number"
          step={action === 'price' ? '0.01' : '1'}
          min={action === 'price' ? '0.01' : action === 'stock' ? '0' : undefined}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Field>
      <Button type="submit" $variant="secondary" disabled={selected === 0}>
        {t('variants.bulkApply', { count: selected })}
      </Button>
    </Toolbar>
  );
}
