import type { FieldValues, Resolver } from 'react-hook-form';
import type { output, ZodType } from 'zod';
import { whenIdle } from './browser/idle.ts';

// Zod is about a quarter of what a signed-out page would otherwise load first (scripts/check-budgets.mjs),
// and it is not needed to show the form: the signed-out pages load their contract schema, with zod,
// once the browser is idle, which is normally done before the first submit; a submit before that
// waits for it. The schemas and their messages are the contract's, unchanged.

/** Loads once (starting when the browser is idle); after a failed load, the next call tries again. */
function lazy<R>(load: () => Promise<R>): () => Promise<R> {
  let loading: Promise<R> | undefined;
  const get = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined; // a failed chunk load is retried on the next submit
      throw err;
    }));
  whenIdle(() => void get().catch(() => {}));
  return get;
}

/** A react-hook-form resolver for a contract schema loaded after the page is up. */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): Resolver<T> {
  const get = lazy(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('./zod.ts'), loadSchema()]);
    return zodResolver(schema as never) as unknown as Resolver<T>;
  });
  return async (values, context, options) => (await get())(values, context, options);
}

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;
export type Validation<T> = { ok: true; values: T } | { ok: false; errors: FieldErrors<T> };

/**
 * The same, for a form without react-hook-form (the login page, whose first load is held to the
 * tightest budget): resolves to the parsed values, or to the first message of each invalid field,
 * in the order the schema reports them.
 */
export function lazyZodValidator<S extends ZodType>(
  loadSchema: () => Promise<S>,
): (values: unknown) => Promise<Validation<output<S>>> {
  type T = output<S>;
  const get = lazy(async () => (await Promise.all([import('./zod-jitless.ts'), loadSchema()]))[1]);
  return async (values) => {
    const result = (await get()).safeParse(values);
    if (result.success) return { ok: true, values: result.data as T };
    const errors: FieldErrors<T> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '') as keyof T & string;
      errors[name] ??= issue.message;
    }
    return { ok: false, errors };
  };
}
