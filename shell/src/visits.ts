import { VISITS_PATH } from '@storefront/contracts/shop';

/** The visit is renewed at most this often: its cookie lasts 30 minutes from the last renewal. */
const RENEW_AFTER_MS = 5 * 60_000;

/** Tells the store this browser is here, when the page opens and again while the shopper is active
 * (a key, a tap, the tab shown again), so a visit lasts as long as they shop and ends once they are idle
 * for 30 minutes. A beacon: it never holds up the page, and a refusal changes nothing. */
export function countVisit(): void {
  let renewedAt = -Infinity;
  const renew = () => {
    if (Date.now() - renewedAt < RENEW_AFTER_MS) return;
    renewedAt = Date.now();
    try {
      navigator.sendBeacon?.(VISITS_PATH);
    } catch {
      // A browser that refuses beacons (a privacy setting) simply goes uncounted.
    }
  };
  renew();
  for (const event of ['pointerdown', 'keydown'] as const) document.addEventListener(event, renew, { passive: true });
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && renew());
}
