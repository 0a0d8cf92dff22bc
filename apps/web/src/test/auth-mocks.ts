import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { afterEach, beforeEach } from 'vitest';

/** Puts a brand into the page's meta tag, as the server does at run time (BRAND_NAME). */
export function withBrand(brand: string) {
  let meta: HTMLMetaElement;
  beforeEach(() => {
    meta = document.createElement('meta');
    meta.name = 'brand-name';
    meta.content = brand;
    document.head.append(meta);
  });
  afterEach(() => meta.remove());
}

export const fakeSession = (email: string) => ({
  idToken: `header.${btoa(JSON.stringify({ email }))}.sig`,
  expiresIn: 3600,
  user: { id: 'u1', email },
});

type LazyResolverModule = typeof import('../lib/lazy-zod-resolver.ts');

/** While `on`, the forms' lazily loaded checks fail as when their chunk cannot load (offline). */
export const failingChecks = { on: false };
afterEach(() => {
  failingChecks.on = false;
});

/**
 * For `vi.mock('../lib/lazy-zod-resolver.ts', (importOriginal) => lazyResolverMock(importOriginal))`
 * (in a factory that imports this module): the real resolvers, which fail while failingChecks.on.
 */
export async function lazyResolverMock(importOriginal: () => Promise<LazyResolverModule>): Promise<LazyResolverModule> {
  const actual = await importOriginal();
  const lazyZodResolver: LazyResolverModule['lazyZodResolver'] = <T extends FieldValues>(
    load: () => Promise<ZodType>,
  ): Resolver<T> => {
    const real = actual.lazyZodResolver<T>(load);
    return async (values, context, options) => {
      if (failingChecks.on) throw new Error('chunk failed to load');
      return real(values, context, options);
    };
  };
  return { ...actual, lazyZodResolver };
}
