/** See render-app.mjs. */
export function withPrerender<T>(
  use: (m: typeof import('../src/prerender.tsx')) => Promise<T>,
  root?: string,
): Promise<T>;
