// Client data through one door (docs/how-to/client-data.md, decision 021): the server is called, and the
// query cache keyed, only in the endpoint files of the API folders (API_FOLDERS). Elsewhere in the web
// app `client-data/one-door` refuses `fetch`, the API client's calls, TanStack Query's data hooks and any
// query key. The SSE reader (lib/live/event-stream.ts, option `sseReader`) is the one file allowed
// `fetch` and the client's base URL: it reads a stream, it does not make a call.
// `client-data/errors-by-code`: outside lib/api/ and lib/errors/, no decision on an HTTP status.
// `client-data/route-paths` (decision 016): the web calls an entry of the route table by its route path,
// `call(paths.x, …)`; no path is written by hand (a '/api/…' or '/auth/…' string), the client's lower calls
// (api-client's apiRequest, apiResponse) are call()'s own, and an entry itself is imported for its types only (its
// zod schemas would land in the page's chunk).

export const API_FOLDERS = ['apps/web/src/lib/api/**', 'apps/web/src/features/*/api/**'];

const DATA_HOOKS = new Set([
  'useQuery',
  'useQueries',
  'useSuspenseQuery',
  'useSuspenseQueries',
  'useInfiniteQuery',
  'useSuspenseInfiniteQuery',
  'useMutation',
  'queryOptions',
  'infiniteQueryOptions',
  'mutationOptions',
]);
// QueryClient methods that take a query key as their first argument.
const KEYED_CALLS = new Set([
  'setQueryData',
  'setQueriesData',
  'getQueryData',
  'getQueriesData',
  'getQueryState',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
]);
const ONE_DOOR = 'Client data goes through an endpoint file in lib/api/ or features/<feature>/api/';

const oneDoor = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { sseReader: { type: 'boolean' } }, additionalProperties: false }],
  },
  create(context) {
    const sseReader = context.options[0]?.sseReader === true;
    const report = (node, what) =>
      context.report({ node, message: `${ONE_DOOR} (docs/how-to/client-data.md): ${what}.` });
    const isFetch = (callee) =>
      (callee.type === 'Identifier' && callee.name === 'fetch') ||
      (callee.type === 'MemberExpression' &&
        !callee.computed &&
        callee.property.name === 'fetch' &&
        callee.object.type === 'Identifier' &&
        ['window', 'globalThis', 'self'].includes(callee.object.name));
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (node.importKind === 'type') return;
        const values = node.specifiers.filter((s) => s.type !== 'ImportSpecifier' || s.importKind !== 'type');
        if (source === '@tanstack/react-query') {
          for (const s of values)
            if (s.type === 'ImportSpecifier' && DATA_HOOKS.has(s.imported.name))
              report(s, `${s.imported.name} is written in the endpoint file, whose hook a component calls`);
        } else if (/(^|\/)api-client(\.ts)?$/.test(source) && !sseReader) {
          for (const s of values)
            if (s.type !== 'ImportSpecifier' || s.imported.name !== 'ApiError')
              report(s, 'the API client is called from endpoint files only');
        }
      },
      CallExpression(node) {
        if (!sseReader && isFetch(node.callee)) report(node, '`fetch` is called from endpoint files only');
        const { callee } = node;
        if (callee.type === 'MemberExpression' && !callee.computed && KEYED_CALLS.has(callee.property.name))
          report(node, `${callee.property.name} takes a query key: give the endpoint file a function for it`);
      },
      Property(node) {
        if (!node.computed && node.key.type === 'Identifier' && node.key.name === 'queryKey')
          report(node, 'a query key is written in its endpoint file only');
      },
      MemberExpression(node) {
        if (!node.computed && node.property.type === 'Identifier' && node.property.name === 'queryKey')
          report(node, 'a query key is read in its endpoint file only');
      },
    };
  },
};

// Errors by code (docs/how-to/client-data.md "Errors"): no `.status` compared with a number, no texts
// keyed by status.
const errorsByCode = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const message =
      'Decide on the error code, not the HTTP status: hasCode / isNetworkFailure from lib/errors/parse-error.ts, errorText({ codes }) (docs/how-to/client-data.md "Errors").';
    const isStatus = (node) => node.type === 'MemberExpression' && !node.computed && node.property.name === 'status';
    const isNumber = (node) => node.type === 'Literal' && typeof node.value === 'number';
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!=', '<', '<=', '>', '>='].includes(node.operator)) return;
        if ((isStatus(node.left) && isNumber(node.right)) || (isStatus(node.right) && isNumber(node.left)))
          context.report({ node, message });
      },
      Property(node) {
        const keyName = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (keyName !== 'status' || node.value.type !== 'ObjectExpression') return;
        if (node.value.properties.some((p) => p.type === 'Property' && isNumber(p.key)))
          context.report({ node, message });
      },
    };
  },
};

const PATHS_MODULE = '@vendor-portal/contract/routes/paths';
const CALL = 'call(paths.x, { params, query, body }) from lib/api/call.ts with `import * as paths from';
const routePaths = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const isPath = (text) => typeof text === 'string' && /^\/(api|auth)(\/|$)/.test(text);
    const report = (node, what) =>
      context.report({
        node,
        message: `${what}: call the entry by its route path, ${CALL} '${PATHS_MODULE}'\` (docs/how-to/client-data.md, decision 016).`,
      });
    return {
      Literal(node) {
        if (isPath(node.value)) report(node, `${JSON.stringify(node.value)} is a path written by hand`);
      },
      TemplateLiteral(node) {
        if (isPath(node.quasis[0].value.cooked)) report(node, 'a path written by hand');
      },
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (node.importKind === 'type') return;
        const values = node.specifiers.filter((s) => s.type !== 'ImportSpecifier' || s.importKind !== 'type');
        if (/(^|\/)api-client(\.ts)?$/.test(source)) {
          for (const s of values)
            if (s.type === 'ImportSpecifier' && ['api', 'apiRequest', 'apiResponse'].includes(s.imported.name))
              report(s, `${s.imported.name} sends a path written by hand`);
        } else if (/^@vendor-portal\/contract\/routes\/(?!paths$|define$)/.test(source) && values.length)
          report(node, `an entry of ${source} brings its zod schemas into the page (import type it)`);
      },
    };
  },
};

// Query keys from the entry (docs/how-to/client-data.md "Query keys"): an array written as a query key, as what
// the cache is asked for or told to read again, or as a constant named …Key is refused; queryKey(paths.x, input)
// from lib/api/query-key.ts builds it from the entry's path and params.
const CACHE_CALLS = new Set([
  'setQueryData',
  'getQueryData',
  'getQueryState',
  'invalidateQueries',
  'refetchQueries',
  'removeQueries',
  'cancelQueries',
  'resetQueries',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
]);
const queryKeys = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const message =
      'A query key written by hand: build it from the entry, queryKey(paths.x, { params, query }) from lib/api/query-key.ts (docs/how-to/client-data.md "Query keys").';
    const bare = (node) => (node && node.type === 'TSAsExpression' ? bare(node.expression) : node);
    const isArray = (node) => bare(node)?.type === 'ArrayExpression';
    return {
      Property(node) {
        const keyName = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if ((keyName === 'queryKey' || keyName === 'mutationKey') && isArray(node.value))
          context.report({ node: node.value, message });
      },
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : undefined;
        if (name && CACHE_CALLS.has(name) && isArray(node.arguments[0]))
          context.report({ node: node.arguments[0], message });
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && /Key$/.test(node.id.name) && isArray(node.init))
          context.report({ node: node.init, message });
      },
    };
  },
};

export default {
  meta: { name: 'client-data' },
  rules: { 'one-door': oneDoor, 'errors-by-code': errorsByCode, 'route-paths': routePaths, 'query-keys': queryKeys },
};
