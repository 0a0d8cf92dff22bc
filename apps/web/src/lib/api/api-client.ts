import { ACTIONS } from '@vendor-portal/contract/messages';
import { getStoredToken } from '../browser/storage.ts';

// One client for every call of docs/product-spec.md §7. Errors become ApiError whose message follows the SPEC's
// precedence (§8 "Loads"): the server's message, else the transport's, else
// 'Request failed with status {code}'. The text a screen shows comes from lib/errors/error-text.ts (by the error's code). A request
// that never reached the server has status 0 and a message a vendor understands (ACTIONS), never
// the browser's "Failed to fetch".

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The server's own message field, when it sent one. */
    readonly serverMessage?: string,
    /** The Idempotency-Key the request was sent with: a later send of the same action reuses it. */
    readonly idempotencyKey?: string,
    /**
     * The error body's other fields, beside code and message (a 409 no-one-free's `clashes` and `timeOffEntries`:
     * lib/errors/busy-reasons.ts reads them).
     */
    readonly details: Readonly<Record<string, unknown>> = {},
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
  /**
   * A create (docs/architecture.md "Idempotent creates"): sent with an Idempotency-Key, one per user
   * action. The same request while one is on its way is not sent again (a double tap is one
   * request); sent again after a failure it keeps its key, so the server makes it once.
   */
  idempotent?: boolean;
}

const IDEMPOTENCY_KEY = 'idempotency-key';

/** The requests of actions not yet done, by what they send: their key, and the one on its way. */
const actions = new Map<string, { key: string; running?: Promise<{ status: number; data: unknown }> }>();

function formDataPrint(form: FormData): unknown[] {
  return [...form.entries()].map(([name, value]) =>
    typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.type, value.lastModified],
  );
}

function actionPrint(path: string, options: RequestOptions): string {
  const body = options.formData ? formDataPrint(options.formData) : options.body;
  return JSON.stringify([options.method ?? 'GET', path, options.query ?? null, body ?? null]);
}

function buildUrl(path: string, query?: Query, base = API_BASE): string {
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
  if (!options.idempotent || options.headers?.[IDEMPOTENCY_KEY]) return send<T>(path, options);
  const print = actionPrint(path, options);
  const action = actions.get(print) ?? { key: crypto.randomUUID() };
  actions.set(print, action);
  if (action.running) return action.running as Promise<{ status: number; data: T }>;
  const running = send<T>(path, { ...options, headers: { ...options.headers, [IDEMPOTENCY_KEY]: action.key } });
  action.running = running;
  try {
    const answer = await running;
    actions.delete(print); // done: the same request later is a new action
    return answer;
  } catch (err) {
    // Refused by the server: a new try is a new request. Lost on the way: a retry keeps the key.
    if (err instanceof ApiError && err.status !== 0) actions.delete(print);
    else action.running = undefined;
    throw err;
  }
}

async function send<T>(path: string, options: RequestOptions): Promise<{ status: number; data: T }> {
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
    throw new ApiError(0, ACTIONS.networkUnreachable, undefined, undefined, headers[IDEMPOTENCY_KEY]);
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
    const { message: _m, code: _c, ...details } = payload as Record<string, unknown>;
    throw new ApiError(
      response.status,
      serverMessage ?? `Request failed with status ${response.status}`,
      typeof payload.code === 'string' ? payload.code : undefined,
      serverMessage,
      undefined,
      details,
    );
  }
  return { status: response.status, data: data as T };
}

/** docs/product-spec.md §7: some answers are a list or {data: list}. */
export function unwrapList<T>(payload: unknown): T[] | null {
  if (Array.isArray(payload)) return payload as T[];
  if (payload && typeof payload === 'object' && Array.isArray((payload as { data?: unknown }).data))
    return (payload as { data: T[] }).data;
  return null;
}
