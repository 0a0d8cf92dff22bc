import * as paths from '@vendor-portal/contract/routes/paths';
import type { Answer } from './call.ts';

// docs/architecture.md "The customer's page" and "Messages about the job": the customer's /job page (its own entry,
// as /approve's, decision 035) reads its booking and its thread with the link's token and no session, and writes to
// the company. Plain fetch, not the app's client: that one is in the app's first load, and an import from this entry
// would split it into a chunk both share.

export type PublicJob = Answer<typeof paths.getPublicJob>['data'];
export type PublicJobMessage = Answer<typeof paths.postPublicJobMessages>;

/** What came back: the answer, or the status and error body (status 0: no answer at all). */
export type Outcome<T> = { ok: true; data: T } | { ok: false; status: number; code?: string; message?: string };

async function send<T>(route: string, search = '', body?: unknown): Promise<Outcome<T>> {
  const [method, path] = route.split(' ') as [string, string];
  try {
    const res = await fetch(`${path}${search}`, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (res.ok) return { ok: true, data: (await res.json()) as T };
    const error = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
    return { ok: false, status: res.status, code: error?.code, message: error?.message };
  } catch {
    return { ok: false, status: 0 };
  }
}

const query = (token: string) => `?token=${encodeURIComponent(token)}`;

/** GET /api/public/job?token=…: the booking as the customer reads it. */
export const fetchPublicJob = async (token: string): Promise<Outcome<PublicJob>> => {
  const answer = await send<{ data: PublicJob }>(paths.getPublicJob, query(token));
  return answer.ok ? { ok: true, data: answer.data.data } : answer;
};

/** GET /api/public/job/messages?token=…: the thread, oldest first. */
export const fetchPublicJobMessages = async (token: string): Promise<Outcome<PublicJobMessage[]>> => {
  const answer = await send<{ data: PublicJobMessage[] }>(paths.getPublicJobMessages, query(token));
  return answer.ok ? { ok: true, data: answer.data.data } : answer;
};

/** POST /api/public/job/messages {token, body}: 201 the message. */
export const postPublicJobMessage = (token: string, body: string) =>
  send<PublicJobMessage>(paths.postPublicJobMessages, '', { token, body });

/** The path of GET /api/public/job/events?token=… (the stream: read by job-stream.ts). */
export const publicJobEventsUrl = (token: string) => `${paths.getPublicJobEvents.split(' ')[1]}${query(token)}`;

export type PublicJobRating = Answer<typeof paths.postPublicJobRating>;

/** POST /api/public/job/rating {token, stars, tags, comment}: 201 the rating (once, within 30 days). */
export const postPublicJobRating = (token: string, rating: { stars: number; tags: string[]; comment: string | null }) =>
  send<PublicJobRating>(paths.postPublicJobRating, '', { token, ...rating });
