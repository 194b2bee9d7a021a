/** Browser storage that never throws (private mode, full quota, or no window at all): what cannot be
 * kept lives for this page only. */
function safeStorage(area: () => Storage | undefined) {
  const store = {
    get(key: string): string | null {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        area()?.setItem(key, value);
      } catch {
        /* storage unavailable */
      }
    },
    remove(key: string): void {
      try {
        area()?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
    getJson<T>(key: string, fallback: T): T {
      const raw = store.get(key);
      if (raw === null) return fallback;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return fallback;
      }
    },
    setJson(key: string, value: unknown): void {
      store.set(key, JSON.stringify(value));
    },
  };
  return store;
}

/** localStorage: kept across visits (the spec's storage keys). */
export const storage = safeStorage(() => (typeof localStorage === 'undefined' ? undefined : localStorage));

/** sessionStorage: kept for this tab only. */
export const tabStorage = safeStorage(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
