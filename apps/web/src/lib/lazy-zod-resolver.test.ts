import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver, lazyZodValidator } from './lazy-zod-resolver.ts';

const schema = z.object({
  email: z.email({ error: 'bad email' }),
  password: z.string().min(6, { error: 'too short' }).regex(/\d/, { error: 'needs a digit' }),
});

describe('lazyZodValidator', () => {
  it('resolves to the parsed values when they are valid', async () => {
    const validate = lazyZodValidator(async () => schema);
    expect(await validate({ email: 'a@b.co', password: 'secret1', extra: 'dropped' })).toEqual({
      ok: true,
      values: { email: 'a@b.co', password: 'secret1' },
    });
  });

  it("gives each invalid field's first message, in the schema's order", async () => {
    const validate = lazyZodValidator(async () => schema);
    const result = await validate({ email: 'nope', password: 'abc' });
    expect(result).toEqual({ ok: false, errors: { email: 'bad email', password: 'too short' } });
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual(['email', 'password']);
  });

  it('loads the schema once, and again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(schema);
    const validate = lazyZodValidator(load);
    await expect(validate({ email: 'a@b.co', password: 'secret1' })).rejects.toThrow('chunk failed');
    await validate({ email: 'a@b.co', password: 'secret1' });
    await validate({ email: 'x', password: 'y' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyZodResolver', () => {
  it("returns react-hook-form's values and errors from the contract schema", async () => {
    const resolver = lazyZodResolver<{ email: string; password: string }>(async () => schema);
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    expect(await resolver({ email: 'a@b.co', password: 'secret1' }, undefined, options)).toEqual({
      values: { email: 'a@b.co', password: 'secret1' },
      errors: {},
    });
    const invalid = await resolver({ email: 'nope', password: 'secret1' }, undefined, options);
    expect(invalid.values).toEqual({});
    expect(invalid.errors).toMatchObject({ email: { message: 'bad email' } });
  });
});
