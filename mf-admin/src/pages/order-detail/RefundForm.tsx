import { type FormEvent, useState } from 'react';
import { Button, Field, Notice, useLanguage } from '@storefront/ui';
import type { AdminOrder, OrderLineQuantity } from '@storefront/contracts';
import { ordersApi } from '../../api';
import { useText } from '../../messages';
import { moneyLeft, refundableQuantities } from '../../order-actions';
import { Actions, Table } from '../../layout';
import { useLineName } from './line-names';
import type { ActionProps } from './useOrderAction';

/** How many of each line (by variant) to refund, as typed. */
type Quantities = Record<string, string>;

/** The order's lines, a variant once (the service counts a variant on two lines as one line). */
const variantLines = (order: AdminOrder) => order.items.filter((i, n) => order.items.findIndex((j) => j.variantId === i.variantId) === n);

/** Refunds chosen quantities of the order's lines, or, chosen as such, all that is left of it (never
 * by default: a return's refund has its own form). */
export function RefundForm({ order, run, busy }: ActionProps) {
  const t = useText();
  const { formats } = useLanguage();
  const [whole, setWhole] = useState(false);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem('');
    let items: OrderLineQuantity[] | undefined;
    if (!whole) {
      items = variantLines(order)
        .map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: Number(quantities[i.variantId] ?? 0) }))
        .filter((i) => i.quantity > 0);
      if (items.length === 0) {
        setProblem(t('refund.chooseLine'));
        return;
      }
    }
    void run(t('refund.done'), () => ordersApi.refund(order._id, reason.trim(), items));
  };
  return (
    <>
      <h3>{t('refund.title')}</h3>
      <form onSubmit={submit} aria-label={t('refund.form')}>
        <fieldset>
          <legend>{t('refund.what')}</legend>
          <label>
            <input type="radio" name="refund-what" checked={whole} onChange={() => setWhole(true)} />{' '}
            {t('refund.allLeft', { amount: formats.money(moneyLeft(order)) })}
          </label>{' '}
          <label>
            <input type="radio" name="refund-what" checked={!whole} onChange={() => setWhole(false)} /> {t('refund.someLines')}
          </label>
        </fieldset>
        {!whole && <RefundLines order={order} quantities={quantities} setQuantities={setQuantities} />}
        <Actions>
          <Field>
            {t('refund.reason')}
            <input required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <Button type="submit" disabled={busy}>
            {t('refund.submit')}
          </Button>
        </Actions>
        {problem && (
          <Notice $tone="error" role="alert">
            {problem}
          </Notice>
        )}
      </form>
    </>
  );
}

interface RefundLinesProps {
  order: AdminOrder;
  quantities: Quantities;
  setQuantities: (change: (q: Quantities) => Quantities) => void;
}

/** Each line (a variant) with how many of its units can still be refunded, and how many to refund. */
function RefundLines({ order, quantities, setQuantities }: RefundLinesProps) {
  const t = useText();
  const { formats } = useLanguage();
  const lineName = useLineName();
  const refundable = refundableQuantities(order);
  return (
    <Table aria-label={t('refund.linesTable')}>
      <thead>
        <tr>
          <th scope="col">{t('common.product')}</th>
          <th scope="col" className="number">
            {t('refund.refundable')}
          </th>
          <th scope="col">{t('refund.quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {variantLines(order).map((i) => {
          const max = refundable.get(i.variantId) ?? 0;
          return (
            <tr key={i.variantId}>
              <td>{lineName(i)}</td>
              <td className="number">{formats.number(max)}</td>
              <td>
                <input
                  type="number"
                  min={0}
                  max={max}
                  step={1}
                  disabled={max === 0}
                  aria-label={t('refund.quantityOf', { name: lineName(i) })}
                  value={quantities[i.variantId] ?? '0'}
                  onChange={(e) => setQuantities((q) => ({ ...q, [i.variantId]: e.target.value }))}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
