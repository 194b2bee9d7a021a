import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import type { Order, RefundDestination } from '@storefront/contracts';
import { Button, Field, Notice, errorMessage, theme } from '@storefront/ui';
import { ordersApi } from './api';
import { type Say, text, useText } from './messages';
import { type ReturnableLine, returnableLines } from './order-life';
import { useLineName } from './items';
import { RefundDestinationChoice } from './RefundDestinationChoice';

const Form = styled.form`
  display: grid;
  gap: ${theme.space(1.5)};
  .line {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.space(1)};
    font-size: 14px;
    font-weight: 400;
  }
  .muted {
    color: ${theme.color.muted};
    font-size: 13px;
  }
  .buttons {
    display: flex;
    gap: ${theme.space(1)};
  }
`;

/** Choose what to send back (no more of a line than bought minus what earlier returns hold) and why. */
export function ReturnForm({
  order,
  onReturned,
  onClose,
}: {
  order: Order;
  onReturned: (order: Order, returnNumber: string) => void;
  onClose: () => void;
}) {
  const t = useText();
  const lines = returnableLines(order);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [refundTo, setRefundTo] = useState<RefundDestination>(order.refundTo ?? 'card');
  // Kept unworded, so a switch of language rewords it.
  const [problem, setProblemState] = useState<Say | null>(null);
  const setProblem = (say: Say | null) => setProblemState(() => say);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const items = lines
      .map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: Math.min(l.left, quantities[l.variantId] ?? 0) }))
      .filter((i) => i.quantity > 0);
    if (items.length === 0) return setProblem(() => text('return.chooseItems'));
    if (!reason.trim()) return setProblem(() => text('return.sayWhy'));
    setProblem(null);
    setPending(true);
    try {
      const updated = await ordersApi.requestReturn(order._id, { items, reason: reason.trim(), refundTo });
      // The new return is the one this order did not have before.
      const added = updated.returns.find((r) => !order.returns.some((known) => known._id === r._id)) ?? updated.returns.at(-1);
      onReturned(updated, added?.returnNumber ?? '');
    } catch (err) {
      setProblem(() => errorMessage(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form aria-label={t('common.returnItems')} noValidate onSubmit={(e) => void submit(e)}>
      {lines.map((l) => (
        <ReturnLine
          key={l.variantId}
          line={l}
          quantity={quantities[l.variantId] ?? 0}
          onQuantity={(n) => setQuantities({ ...quantities, [l.variantId]: n })}
        />
      ))}
      <Field>
        {t('return.reason')}
        <textarea value={reason} required aria-required="true" maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <RefundDestinationChoice value={refundTo} onChange={setRefundTo} />
      {problem && (
        <Notice $tone="error" role="alert">
          {problem()}
        </Notice>
      )}
      <div className="buttons">
        <Button type="submit" disabled={pending}>
          {pending ? t('common.sending') : t('return.request')}
        </Button>
        <Button type="button" $variant="plain" disabled={pending} onClick={onClose}>
          {t('return.notNow')}
        </Button>
      </div>
    </Form>
  );
}

/** One line of the order (a variant): how many of it to send back, or that all of it was returned already. */
function ReturnLine({ line: l, quantity, onQuantity }: { line: ReturnableLine; quantity: number; onQuantity: (n: number) => void }) {
  const t = useText();
  const name = useLineName()(l);
  if (l.left <= 0)
    return (
      <div className="line">
        <span>{name}</span>
        <span className="muted">{t('return.alreadyReturned')}</span>
      </div>
    );
  return (
    <label className="line">
      <span>
        {name}
        {l.returned > 0 && <span className="muted"> {t('return.alreadyReturnedOf', { count: l.returned, bought: l.bought })}</span>}
      </span>
      <select aria-label={t('return.quantityOf', { name })} value={quantity} onChange={(e) => onQuantity(Number(e.target.value))}>
        {Array.from({ length: l.left + 1 }, (_, n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
