import type { AdminOrder } from '@storefront/contracts';
import { useText } from '../../messages';
import { useDateTime } from '../../formats';
import { Panel } from '../../layout';

/** Everything that happened to the order, oldest first. */
export function OrderTimeline({ order: o }: { order: AdminOrder }) {
  const t = useText();
  const dateTime = useDateTime();
  return (
    <Panel aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('order.timeline')}</h2>
      <ol>
        {o.timeline.map((step, n) => (
          <li key={n}>
            <time dateTime={step.at}>{dateTime(step.at)}</time>: <strong>{step.event}</strong>
            {step.detail && <> ({step.detail})</>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
