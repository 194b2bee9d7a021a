import type { WeatherNow } from '@storefront/contracts';
import { DEFAULT_CITY } from '@storefront/contracts/shop';
import { ApiError, Notice, listAddresses, useAsync, useSession } from '@storefront/ui';
import { recommendationsApi } from '../recommendations-api';
import { Block, Failure, Shelf } from './Shelf';

const DESCRIBE: Record<string, string> = {
  sunny: 'sunny',
  hot: 'hot',
  cloudy: 'cloudy',
  rainy: 'rainy',
  windy: 'windy',
  snowy: 'snowy',
  cold: 'cold',
};

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
      <Block aria-label="Weather picks">
        <Failure role="alert">Failed to fetch weather-based recommendations</Failure>
      </Block>
    );
  }
  return (
    <Block aria-labelledby="weather-block">
      <h2 id="weather-block">
        {picks.status === 'done'
          ? `It's ${DESCRIBE[picks.data.now.weatherCondition] ?? picks.data.now.weatherCondition} in ${picks.data.now.city}`
          : 'Shop for the weather'}
      </h2>
      {picks.status === 'done' && (
        <p className="note">
          {picks.data.now.estimated
            ? 'Seasonal estimate: live weather is not available right now, so these suit the usual weather for the time of year.'
            : `${picks.data.now.temperatureC !== null ? `${Math.round(picks.data.now.temperatureC)}°C now. ` : ''}Picks for today's weather.`}
        </p>
      )}
      {picks.status === 'loading' && <Notice>Loading...</Notice>}
      {picks.status === 'done' && <Shelf products={picks.data.products} />}
    </Block>
  );
}
