import type { AnswerOf } from '@vendor-portal/contract/routes/define';
import type { visitRoutes } from '@vendor-portal/contract/routes/visit';
import type { ErrorCode } from '@vendor-portal/contract/errors';

// docs/architecture.md "The visit": the customer's page /approve (its own entry, decision 035) reads the request
// its link opens and answers it, with the link's token and no session. Plain fetch, not the app's client: that
// one is in the app's first load, and an import from this entry would split it into a chunk both share.

export type PublicExtraTime = AnswerOf<typeof visitRoutes.getPublicExtraTime>;

/** What came back: the answer, the link refused (used, expired or unknown), or no answer to rely on. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; refused: boolean };

const REFUSED: ErrorCode = 'validation-error';

async function send<T>(path: string, init: RequestInit = {}): Promise<Outcome<T>> {
  try {
    const res = await fetch(`/api${path}`, {
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
  send<PublicExtraTime>(`/public/extra-time?token=${encodeURIComponent(token)}`);

/** POST /api/public/extra-time {token, approve}: 204, once. */
export const answerPublicExtraTime = (token: string, approve: boolean) =>
  send<null>('/public/extra-time', { method: 'POST', body: JSON.stringify({ token, approve }) });
