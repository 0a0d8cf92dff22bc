import { getStoredToken } from './storage.ts';

// One client for every call of docs/product-spec.md §7. Errors become ApiError whose message follows the SPEC's
// precedence (§8 "Loads"): the server's message, else the transport's, else
// 'Request failed with status {code}'. The text a screen shows comes from lib/error-text.ts.

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The server's own message field, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  formData?: FormData;
  /** Defaults to the stored session token; pass null to send no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
  /** Base other than /api (e.g. '' for /auth/*). */
  base?: string;
  /** More request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: Query, base = API_BASE): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** The call's body with the status the server answered (a call whose SPEC rule reads it). */
export async function apiResponse<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<{ status: number; data: T }> {
  const token = options.token === undefined ? getStoredToken() : options.token;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query, options.base), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, (err as Error).message || 'Network error');
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    const payload = (data && typeof data === 'object' ? data : {}) as {
      message?: unknown;
      code?: unknown;
      error?: unknown;
    };
    const serverMessage = typeof payload.message === 'string' && payload.message ? payload.message : undefined;
    throw new ApiError(
      response.status,
      serverMessage ?? `Request failed with status ${response.status}`,
      typeof payload.code === 'string' ? payload.code : undefined,
      serverMessage,
    );
  }
  return { status: response.status, data: data as T };
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** docs/product-spec.md §7: some answers are a list or {data: list}. */
export function unwrapList<T>(payload: unknown): T[] | null {
  if (Array.isArray(payload)) return payload as T[];
  if (payload && typeof payload === 'object' && Array.isArray((payload as { data?: unknown }).data))
    return (payload as { data: T[] }).data;
  return null;
}
