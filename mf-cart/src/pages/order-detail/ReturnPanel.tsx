import { useLanguage } from '@storefront/ui';
import type { Order } from '@storefront/contracts';
import { ReturnForm } from '../../ReturnForm';
import { returnDeadline } from '../../order-life';
import { type Say, text, useText } from '../../messages';
import { Panel } from '../../layout';

interface ReturnPanelProps {
  order: Order;
  onClose: () => void;
  /** `say` gives the return's number in the page's language when called. */
  onReturned: (order: Order, say: Say) => void;
}

/** The return form, with the day returns end. */
export function ReturnPanel({ order, onClose, onReturned }: ReturnPanelProps) {
  const t = useText();
  const { formats } = useLanguage();
  const deadline = returnDeadline(order);
  return (
    <Panel aria-label={t('common.returnItems')}>
      <h2>{t('common.returnItems')}</h2>
      {deadline && <p>{t('detail.returnUntil', { date: formats.date(deadline) })}</p>}
      <ReturnForm
        order={order}
        onClose={onClose}
        onReturned={(returned, returnNumber) => onReturned(returned, () => text('detail.returnNumber', { number: returnNumber }))}
      />
    </Panel>
  );
}
