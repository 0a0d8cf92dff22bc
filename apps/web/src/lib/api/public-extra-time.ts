import * as paths from '@vendor-portal/contract/routes/paths';
import type { Answer } from './call.ts';
import type { ErrorCode } from '@vendor-portal/contract/errors';

// docs/architecture.md "The visit": the customer's page /approve (its own entry, decision 035) reads the request
// its link opens and answers it, with the link's token and no session. Plain fetch, not the app's client: that
// one is in the app's first load, and an import from this entry would split it into a chunk both share.

export type PublicExtraTime = Answer<typeof paths.getPublicExtraTime>;

/** What came back: the answer, the link refused (used, expired or unknown), or no answer to rely on. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; refused: boolean };

const REFUSED: ErrorCode = 'validation-error';

/** The entry's route path ('METHOD /path public') gives the method and the path; `search` is the query. */
async function send<T>(route: string, search = '', body?: unknown): Promise<Outcome<T>> {
  const [method, path] = route.split(' ') as [string, string];
  const init: RequestInit = { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  try {
    const res = await fetch(`${path}${search}`, {
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    if (res.ok) return { ok: true, data: (res.status === 204 ? null : await res.json()) as T };
    const body = (await res.json().catch(() => null)) as { code?: string } | null;
    return { ok: false, refused: body?.code === REFUSED };
  } catch {
    return { ok: false, refused: false };
  }
}

/** GET /api/public/extra-time?token=…: what the customer is asked. */
export const fetchPublicExtraTime = (token: string) =>
  send<PublicExtraTime>(paths.getPublicExtraTime, `?token=${encodeURIComponent(token)}`);

/** POST /api/public/extra-time {token, approve}: 204, once. */
export const answerPublicExtraTime = (token: string, approve: boolean) =>
  send<null>(paths.postPublicExtraTime, '', { token, approve });
