import { DISPLAY_UNITS, type DisplayUnit } from '@/lib/units/weight-units';

/**
 * The unit last read from the server, kept on the device per person: the offline dashboard (whose
 * user query has no stored copy) and the first paint before the user query answers use it, so a
 * kilogram person never sees pounds while the answer is on its way. Forgotten on sign-out.
 */
const PREFIX = 'display-unit:';

export function rememberedUnit(userId: string | null | undefined): DisplayUnit | null {
  if (!userId) return null;
  try {
    const value = window.localStorage.getItem(`${PREFIX}${userId}`);
    return DISPLAY_UNITS.find((unit) => unit === value) ?? null;
  } catch {
    return null;
  }
}

export function rememberUnit(userId: string, unit: DisplayUnit): void {
  try {
    window.localStorage.setItem(`${PREFIX}${userId}`, unit);
  } catch {
    // No storage (private mode): the unit is read from the server each time.
  }
}

/** Forgets every remembered unit but `keep`'s (every one after a sign-out): the keys name people. */
export function forgetRememberedUnits(keep: string | null): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX) && key !== `${PREFIX}${keep}`) window.localStorage.removeItem(key);
  } catch {
    // No storage: nothing was remembered.
  }
}
