import { Notice, useAsync } from '@storefront/ui';
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

/** Products for the weather where the shopper is (their city from their address, Toronto otherwise). */
export function WeatherBlock() {
  const picks = useAsync(async (signal) => {
    const { city } = await recommendationsApi.location(signal);
    const now = await recommendationsApi.weatherNow(city, signal);
    const products = await recommendationsApi.forWeather(now.weatherCondition, signal);
    return { now, products: products.recommended };
  }, []);
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
        {picks.status === 'done' ? `It's ${DESCRIBE[picks.data.now.weatherCondition] ?? picks.data.now.weatherCondition} in ${picks.data.now.city}` : 'Shop for the weather'}
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
