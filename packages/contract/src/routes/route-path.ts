import type { RouteName, routes } from './index.ts';

// docs/decisions/016-one-table-of-routes.md, "What the web imports": an entry carries its zod schemas, so the web
// never imports one at runtime. It imports the entry's route path from paths.ts instead (generated from the table,
// paths.test.ts keeps it so): one string, 'METHOD /path', with ' public' when anyone may call it (no token is
// sent) and ' idempotent' when it takes an Idempotency-Key. Only types come from the entry: this file is
// `import type` of the table, and each line of paths.ts is typed RoutePath<name>, so a line the table no longer
// agrees with fails the typecheck.

type Entry<N extends RouteName> = (typeof routes)[N];

/** The route path of entry `N`, as paths.ts writes it. */
export type RoutePath<N extends RouteName> =
  `${Entry<N>['method']} ${Entry<N>['path']}${Entry<N> extends { who: 'public' } ? ' public' : ''}${Entry<N> extends { idempotent: true | object } ? ' idempotent' : ''}`;

/** Every route path of the table. */
export type AnyRoutePath = { [N in RouteName]: RoutePath<N> }[RouteName];

/** The entry whose route path is `P` (what the web's call() is typed by). */
export type EntryAt<P extends AnyRoutePath> = {
  [N in RouteName]: RoutePath<N> extends P ? Entry<N> : never;
}[RouteName];
