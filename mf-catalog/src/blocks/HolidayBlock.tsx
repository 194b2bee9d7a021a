import { holidayAt } from '@storefront/contracts/shop';
import { Notice, useAsync } from '@storefront/ui';
import { recommendationsApi } from '../recommendations-api';
import { Block, Failure, Shelf } from './Shelf';

/** Picks for the holiday of the day (the spec's calendar, in Toronto time). */
export function HolidayBlock() {
  const holiday = holidayAt(new Date());
  // Holidays without recommendations of their own are asked for by name too: the server answers 5 products.
  const picks = useAsync((signal) => recommendationsApi.forHoliday(holiday.serverName ?? holiday.key, signal), [holiday.key]);
  return (
    <Block aria-labelledby="holiday-block">
      <h2 id="holiday-block">
        {picks.status === 'done' && !picks.data.supported ? `Popular this ${holiday.label}` : `${holiday.label} Picks`}
      </h2>
      <p className="note">Chosen for {holiday.label}.</p>
      {picks.status === 'loading' && <Notice>Loading...</Notice>}
      {picks.status === 'error' && <Failure role="alert">Failed to fetch holiday-based recommendations.</Failure>}
      {picks.status === 'done' && <Shelf products={picks.data.recommended} />}
    </Block>
  );
}
