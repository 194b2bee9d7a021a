import { holidayAt } from '@storefront/contracts/shop';
import { useAsync } from '@storefront/ui';
import { useText } from '../messages';
import { recommendationsApi } from '../recommendations-api';
import { Block, Failure, Shelf, ShelfLoading } from './Shelf';

/** Picks for the holiday of the day (the store's calendar, in Toronto time); with no holiday near, the
 * season's most popular products, named for no occasion. */
export function HolidayBlock() {
  const t = useText();
  const holiday = holidayAt(new Date());
  // The store's own calendar names the holiday (not the server), so its name is in the page's language.
  const name = t(`holiday.${holiday.key}`);
  // Holidays without recommendations of their own are asked for by name too: the server answers 5 products.
  const picks = useAsync((signal) => recommendationsApi.forHoliday(holiday.serverName ?? holiday.key, signal), [holiday.key]);
  return (
    <Block aria-labelledby="holiday-block">
      <h2 id="holiday-block">
        {holiday.key === 'season'
          ? t('holiday.seasonPicks')
          : picks.status === 'done' && !picks.data.supported
            ? t('holiday.popular', { holiday: name })
            : t('holiday.picks', { holiday: name })}
      </h2>
      <p className="note">{holiday.key === 'season' ? t('holiday.seasonNote') : t('holiday.chosenFor', { holiday: name })}</p>
      {picks.status === 'loading' && <ShelfLoading message={t('common.loading')} />}
      {picks.status === 'error' && <Failure role="alert">{t('holiday.failed')}</Failure>}
      {picks.status === 'done' && <Shelf products={picks.data.recommended} />}
    </Block>
  );
}
