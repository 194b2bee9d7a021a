import { afterEach, describe, expect, it, vi } from 'vitest';
import { countVisit } from '../src/visits';

describe('the visit beacon', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says the browser is here when the page opens, and again on activity at most every 5 minutes', () => {
    vi.useFakeTimers({ now: new Date('2026-12-08T12:00:00Z') });
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    countVisit();
    expect(beacon.mock.calls).toEqual([['/api/visits']]);
    document.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(4 * 60_000);
    document.dispatchEvent(new Event('pointerdown'));
    expect(beacon).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    document.dispatchEvent(new Event('pointerdown'));
    expect(beacon).toHaveBeenCalledTimes(2);
    // The tab shown again after a long while renews it too.
    vi.advanceTimersByTime(40 * 60_000);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(3);
  });

  it('leaves a browser without beacons, or one that refuses them, uncounted and unbothered', () => {
    Object.defineProperty(navigator, 'sendBeacon', {
      value: () => {
        throw new TypeError('refused');
      },
      configurable: true,
    });
    expect(() => countVisit()).not.toThrow();
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    expect(() => countVisit()).not.toThrow();
  });
});
