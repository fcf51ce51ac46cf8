/** The kinds of container a domain keeps its data in (see PersistedState). */
type Kind = 'array' | 'map' | 'set' | 'object';

// By tag, not instanceof: a structured clone may come from another realm (a test's IndexedDB, a worker).
const kinds: Record<string, Kind> = { '[object Array]': 'array', '[object Map]': 'map', '[object Set]': 'set', '[object Object]': 'object' };

function kindOf(value: unknown): Kind | undefined {
  return typeof value === 'object' && value !== null ? kinds[Object.prototype.toString.call(value)] : undefined;
}

/**
 * Why `saved` cannot go into `state` (a key missing, a list where a map was), or null when it fits.
 * Checked before anything is changed, so a bad record never leaves a domain half restored.
 */
export function misfit(state: Record<string, object>, saved: unknown): string | null {
  if (kindOf(saved) !== 'object') return 'the saved data is not an object';
  const record = saved as Record<string, unknown>;
  for (const [key, target] of Object.entries(state)) {
    if (!(key in record)) return `"${key}" is missing`;
    if (kindOf(record[key]) !== kindOf(target)) return `"${key}" is a ${kindOf(record[key]) ?? typeof record[key]}, not a ${kindOf(target) ?? 'known kind'}`;
  }
  return null;
}

/**
 * Puts saved data into the domain's own containers, keeping their identity: the handlers hold
 * them in closures, so replacing them would leave the handlers on the old data.
 */
export function restoreInPlace(state: Record<string, object>, saved: Record<string, unknown>): void {
  const problem = misfit(state, saved);
  if (problem) throw new TypeError(`Saved data does not fit: ${problem}.`);
  for (const [key, target] of Object.entries(state)) {
    const value = saved[key];
    if (Array.isArray(target)) {
      // A loop, not splice(...spread): a long list would overflow the call's argument limit.
      target.length = 0;
      for (const item of value as unknown[]) target.push(item);
    }
    else if (kindOf(target) === 'map') {
      (target as Map<unknown, unknown>).clear();
      for (const [entryKey, entryValue] of value as Map<unknown, unknown>) (target as Map<unknown, unknown>).set(entryKey, entryValue);
    } else if (kindOf(target) === 'set') {
      (target as Set<unknown>).clear();
      for (const item of value as Set<unknown>) (target as Set<unknown>).add(item);
    } else {
      const object = target as Record<string, unknown>;
      for (const name of Object.keys(object)) Reflect.deleteProperty(object, name);
      Object.assign(object, value);
    }
  }
}
