import type { InjectOptions } from 'light-my-request';
import type { RequestExample, Resource, RouteDef } from '@vendor-portal/contract/routes/define';
import { multipart, PNG } from './support.ts';

// The isolation matrix's requests, built from the route table (docs/decisions/016-one-table-of-routes.md): an
// entry's `ids` say which resource each id it takes addresses, its `examples` a request it accepts. A route
// naming an id is sent once per row of the owner's that the id may name (every id slot in turn, the others on
// the owner's first row); a route naming none is sent as it is, acting on the caller's own data.

export type Case =
  /**
   * Names the owner's resource: must answer 404 and change no row anywhere. `unowned`: the id is of a job
   * nobody holds yet (the owner's open one), so the owner's own members do not read it either.
   */
  | {
      kind: 'foreign';
      request: InjectOptions;
      unowned?: true;
      /**
       * The owner's own technician is refused 403 role-forbidden rather than 404: the route names another member
       * of its company, and a technician changes only its own (time off, docs/architecture.md "Availability and
       * dispatch"). Another company's members still get 404.
       */
      ownTechnicianForbidden?: true;
    }
  /** Acts on the caller's own data: may succeed, but must neither show nor touch the owner's data. */
  | { kind: 'own'; request: InjectOptions };

/** A row of the owner's that an id may name. */
export interface Row {
  id: number | string;
  unowned?: true;
}

/** The owner's rows each resource of the table names. */
export type Rows<Owner> = Record<Resource, (owner: Owner) => Row[]>;

/** Example values the test writes at run time (the owner's address, this week). */
export type Aim<Owner> = (owner: Owner, example: RequestExample) => RequestExample;

/** The examples of `entry` as sent (`aim` rewriting each). */
export const examplesOf = <Owner>(entry: RouteDef, owner: Owner, aim?: Aim<Owner>): RequestExample[] =>
  (entry.examples ?? [{}]).map((written) => aim?.(owner, written) ?? written);

const slotsOf = (entry: RouteDef, example: RequestExample) =>
  Object.entries(entry.ids ?? {}).filter(([slot]) => {
    const [where, name] = slot.split('.') as [string, string | undefined];
    if (name === undefined) return true;
    const fields = (where === 'query' ? example.query : example.body) as Record<string, unknown> | undefined;
    return fields?.[name] !== undefined && fields[name] !== null;
  });

function requestOf(entry: RouteDef, example: RequestExample, values: Record<string, number | string>): InjectOptions {
  const query = { ...example.query } as Record<string, unknown>;
  const body = (example.body === undefined ? undefined : { ...(example.body as object) }) as
    Record<string, unknown> | undefined;
  let url = entry.path;
  for (const [slot, value] of Object.entries(values)) {
    const [where, name] = slot.split('.') as [string, string | undefined];
    if (name === undefined) url = url.replace(`:${where}`, String(value));
    else if (where === 'query') query[name] = value;
    else body![name] = value;
  }
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const request: InjectOptions = { method: entry.method, url: search ? `${url}?${search}` : url };
  if (example.parts) {
    const form = multipart(
      example.parts.map((part) =>
        'file' in part
          ? { name: part.name, filename: 'a.png', contentType: part.file, data: PNG }
          : { name: part.name, value: part.value },
      ),
    );
    return { ...request, payload: form.payload, headers: form.headers };
  }
  return body === undefined ? request : { ...request, payload: body };
}

/** The requests of `entry` against `owner`, as the isolation matrix sends them. */
export function casesOf<Owner>(
  entry: RouteDef,
  owner: Owner,
  rowsOf: Rows<Owner>,
  namesAMember: ReadonlySet<Resource>,
  aim?: Aim<Owner>,
): Case[] {
  const cases: Case[] = [];
  const seen = new Set<string>();
  for (const example of examplesOf(entry, owner, aim)) {
    const slots = slotsOf(entry, example);
    if (slots.length === 0) {
      cases.push({ kind: 'own', request: requestOf(entry, example, {}) });
      continue;
    }
    const first = Object.fromEntries(slots.map(([slot, resource]) => [slot, rowsOf[resource](owner)[0]!]));
    for (const [slot, resource] of slots) {
      for (const row of rowsOf[resource](owner)) {
        const rows = { ...first, [slot]: row };
        const values = Object.fromEntries(Object.entries(rows).map(([s, r]) => [s, r.id]));
        const request = requestOf(entry, example, values);
        const seenKey = `${request.url} ${JSON.stringify(request.payload ?? null)}`;
        if (request.headers === undefined && seen.has(seenKey)) continue;
        seen.add(seenKey);
        cases.push({
          kind: 'foreign',
          request,
          ...(Object.values(rows).some((r) => r.unowned) ? { unowned: true as const } : {}),
          ...(slots.some(([, r]) => namesAMember.has(r)) ? { ownTechnicianForbidden: true as const } : {}),
        });
      }
    }
  }
  return cases;
}
