import type { formatsFor } from '@storefront/ui';

/** 'Tuesday, November 24' ('mardi 24 novembre') for '2026-11-24' (the date itself, whatever this browser's
 * time zone), in the language of `formats` (useLanguage's). */
export function dayLabel(date: string, formats: ReturnType<typeof formatsFor>): string {
  return formats.date(`${date}T12:00:00Z`, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
