import { http, HttpResponse, type DefaultBodyType, type PathParams, type StrictRequest } from 'msw';
import type { AnyRoutePath } from '@vendor-portal/contract/routes/route-path';
import type { Answer } from '../lib/api/call.ts';

// docs/decisions/048-msw-mocks-typed-from-the-route-table.md: a test's mock of an endpoint built from its entry's
// route path (`mockRoute(paths.getVendor).reply(() => vendor)`): the method and path come from the entry, and the answer
// is typed by the entry's response schema, so a mock whose answer the API no longer gives fails the typecheck
// rather than passing against an answer that cannot happen. An error answer, bytes or a stream is a Response the
// resolver returns itself (HttpResponse.json(body, { status: 404 })), as with msw's own `http.get`.

type Info = {
  request: StrictRequest<DefaultBodyType>;
  params: PathParams;
  requestId: string;
  cookies: Record<string, string>;
};

/** The resolver: the entry's successful answer (sent as JSON, `status` 200 unless given), or a Response. */
type Resolver<P extends AnyRoutePath> = (info: Info) => Answer<P> | Response | Promise<Answer<P> | Response>;

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/**
 * An msw handler of the entry at `route` (its path with `:params`, as msw reads them):
 * `mockRoute(paths.getVendor).reply(() => vendor)`. In two steps so that the entry is fixed before the answer is
 * typed (a literal such as `'es'` is then checked against the schema's enum, not widened to string).
 */
export function mockRoute<P extends AnyRoutePath>(route: P) {
  const [method, path] = route.split(' ') as [keyof typeof METHODS, string];
  return {
    reply: (resolve: Resolver<P>, options: { status?: number } = {}) =>
      METHODS[method](path, async (info) => {
        const answer = await resolve(info as unknown as Info);
        if (answer instanceof Response) return answer;
        return options.status === 204
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json(answer as never, { status: options.status ?? 200 });
      }),
  };
}
