// docs/product-spec.md §3 Session: the token is persisted in local storage under the key authToken.
export const AUTH_TOKEN_KEY = 'authToken';

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // private mode or storage disabled
  }
}

export function getStoredToken(): string | null {
  return safeStorage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function setStoredToken(token: string | null): void {
  const storage = safeStorage();
  if (!storage) return;
  if (token) storage.setItem(AUTH_TOKEN_KEY, token);
  else storage.removeItem(AUTH_TOKEN_KEY);
}

export function readJson<T>(key: string): T | null {
  try {
    const raw = safeStorage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  safeStorage()?.setItem(key, JSON.stringify(value));
}

export function removeKey(key: string): void {
  safeStorage()?.removeItem(key);
}
