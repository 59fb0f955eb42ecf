/** Browser storage keys: the cart, user and addresses in local storage, the browser session in session storage. */
export const STORAGE_KEYS = {
  cart: 'cart',
  user: 'user',
  addresses: 'addresses',
  sessionId: 'sessionId',
  sessionExpiryTime: 'sessionExpiryTime',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export function readJson<T>(which: Area, key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = area(which)?.getItem(key);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the in-memory store stays correct.
  }
}

export function readText(which: Area, key: string): string | null {
  return area(which)?.getItem(key) ?? null;
}

export function writeText(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // see writeJson
  }
}

export function removeKeys(keys: readonly string[], which: readonly Area[] = ['local', 'session']): void {
  for (const w of which) for (const key of keys) area(w)?.removeItem(key);
}
