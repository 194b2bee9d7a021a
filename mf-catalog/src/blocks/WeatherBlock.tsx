import type { WeatherNow } from '@storefront/contracts';
import { DEFAULT_CITY, WEATHER_CONDITIONS, type WeatherCondition } from '@storefront/contracts/shop';
import { ApiError, listAddresses, useAsync, useLanguage, useSession } from '@storefront/ui';
import { useText } from '../messages';
import { recommendationsApi } from '../recommendations-api';
import { Block, Failure, Shelf, ShelfLoading } from './Shelf';

/** A condition the store has words for ('sunny'); any other is shown as the weather service names it. */
const isKnownCondition = (condition: string): condition is WeatherCondition =>
  (WEATHER_CONDITIONS as readonly string[]).includes(condition);

/** A place the weather service refuses (400) or does not know (404): try the next one. */
const unknownPlace = (err: unknown) => err instanceof ApiError && (err.status === 400 || err.status === 404);

/** The weather where the shopper is: the city of their default delivery address when they are signed
 * in and have one, else the city of their IP address (the recommendations service looks it up), else
 * Toronto. A city the weather service does not know moves on to the next. */
async function weatherForShopper(userId: string | null, signal: AbortSignal): Promise<WeatherNow> {
  if (userId) {
    const addresses = await listAddresses(userId, signal).catch(() => []);
    const city = (addresses.find((a) => a.isDefault) ?? addresses[0])?.city.trim();
    if (city) {
      try {
        return await recommendationsApi.weatherNow(city, signal);
      } catch (err) {
        if (!unknownPlace(err)) throw err;
      }
    }
  }
  const { city } = await recommendationsApi.location(signal);
  try {
    return await recommendationsApi.weatherNow(city, signal);
  } catch (err) {
    if (!unknownPlace(err) || city === DEFAULT_CITY) throw err;
    return recommendationsApi.weatherNow(DEFAULT_CITY, signal);
  }
}

/** Products for the weather where the shopper is (see weatherForShopper). */
export function WeatherBlock() {
  const t = useText();
  const { formats } = useLanguage();
  const userId = useSession()?.userId ?? null;
  const picks = useAsync(
    async (signal) => {
      const now = await weatherForShopper(userId, signal);
      const products = await recommendationsApi.forWeather(now.weatherCondition, signal);
      return { now, products: products.recommended };
    },
    [userId],
  );
  if (picks.status === 'error') {
    return (
      <Block aria-label={t('weather.label')}>
        <Failure role="alert">{t('weather.failed')}</Failure>
      </Block>
    );
  }
  const now = picks.status === 'done' ? picks.data.now : null;
  // The city and an unknown condition are the weather service's words, shown as it gives them.
  const heading = !now
    ? t('weather.shop')
    : isKnownCondition(now.weatherCondition)
      ? t(`weather.now.${now.weatherCondition}`, { city: now.city })
      : t('weather.now.other', { condition: now.weatherCondition, city: now.city });
  return (
    <Block aria-labelledby="weather-block">
      <h2 id="weather-block">{heading}</h2>
      {now && (
        <p className="note">
          {now.estimated
            ? t('weather.estimated')
            : now.temperatureC !== null
              ? t('weather.todayWithTemperature', { temperature: formats.number(Math.round(now.temperatureC)) })
              : t('weather.today')}
        </p>
      )}
      {picks.status === 'loading' && <ShelfLoading message={t('common.loading')} />}
      {picks.status === 'done' && <Shelf products={picks.data.products} />}
    </Block>
  );
}
