import { type AsyncState, errorMessage, Notice, theme, useLanguage } from '@storefront/ui';
import styled from 'styled-components';
import { useText } from '../messages';
import { Panel } from '../layout';
import { dayLabel } from './delivery-day';

const Radios = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(1)};
  label {
    display: flex;
    gap: ${theme.space(1)};
    align-items: center;
    cursor: pointer;
  }
  .free {
    color: ${theme.color.success};
  }
`;

/** The days the order can arrive, each free; the shopper picks one. */
export function DeliveryDateChoice({
  dates,
  date,
  onPick,
}: {
  dates: AsyncState<{ dates: string[] }>;
  date: string | null;
  onPick: (date: string) => void;
}) {
  const t = useText();
  const { formats } = useLanguage();
  return (
    <Panel aria-label={t('common.deliveryDate')}>
      <h2>{t('common.deliveryDate')}</h2>
      {dates.status === 'done' ? (
        <Radios>
          <legend className="sr-only">{t('checkout.chooseDate')}</legend>
          {dates.data.dates.map((d) => (
            <label key={d}>
              <input type="radio" name="delivery" value={d} checked={date === d} onChange={() => onPick(d)} />
              {dayLabel(d, formats)} <span className="free">{t('common.freeDelivery')}</span>
            </label>
          ))}
        </Radios>
      ) : (
        <Notice>{dates.status === 'error' ? errorMessage(dates.error) : t('checkout.loadingDates')}</Notice>
      )}
    </Panel>
  );
}
