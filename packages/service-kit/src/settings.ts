/** A whole-number setting from the environment: `fallback` when unset, and a refusal to start, naming
 * the setting, when it is not a whole number of at least `min` (a typo must not silently mean "default"). */
export function wholeNumberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${value}".`);
  return n;
}
