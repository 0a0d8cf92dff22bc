import { useRef, useState, type FormEvent, type FormHTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import type { ErrorCode } from '@vendor-portal/contract/errors';
import { Alert } from './ui/alert.tsx';
import { ApiError } from '../lib/api/api-client.ts';

// The one way to write a form (docs/how-to/forms.md; model: epic-stack's signup route): the contract's schema
// is the resolver, so the form checks what the server checks with the same words; a server error that
// belongs to a field goes back under that field; busy and the outcome live here, not in each form.
// Lint refuses a bare <form> and `mutateAsync` anywhere else (eslint.config.js, "Forms one way").

/**
 * The schema's resolver. The resolver and zod's settings (lib/zod.ts) load when a form on a schema first
 * renders, so this file and react-hook-form stay one small chunk that the signed-out pages share without
 * zod (their schemas come with lazyZodResolver); a signed-in page already has zod with its schema.
 */
let zodLoading: Promise<typeof import('../lib/zod.ts')> | undefined;
function schemaResolver<In extends FieldValues, Out>(schema: ZodType<Out, In>): Resolver<In, unknown, Out> {
  const loading = (zodLoading ??= import('../lib/zod.ts').catch((err: unknown) => {
    zodLoading = undefined; // a failed chunk load is retried on the next check
    throw err;
  }));
  return async (values, context, options) => {
    const { zodResolver } = await loading;
    return (zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>)(values, context, options);
  };
}

/** What the last submit or action came to: a success or a failure text, or nothing yet. */
export type Outcome = { ok: boolean; text: string } | null;

/** Runs one action at a time, keeps its busy flag and outcome, and turns a failure into the screen's text. */
function useRun<A extends unknown[]>(
  run: (...args: A) => Promise<string | void>,
  failure: (err: unknown) => string | undefined,
) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const start = async (...args: A) => {
    if (running.current) return; // a second press while the first is on its way does nothing
    running.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      const text = await run(...args);
      if (text) setOutcome({ ok: true, text });
    } catch (err) {
      const text = failure(err);
      if (text) setOutcome({ ok: false, text });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { start, busy, outcome, setOutcome };
}

export interface ActionOptions<A extends unknown[]> {
  /** Does the work (a mutation hook's `mutateAsync`); answers the success text to show, if any. */
  run: (...args: A) => Promise<string | void>;
  /** The screen's text for a failure. */
  failure: (err: unknown) => string;
}

/** A button's action outside a form (a switch, a delete, a decision): busy and the outcome in one place. */
export function useAction<A extends unknown[]>({ run, failure }: ActionOptions<A>) {
  const { start, busy, outcome, setOutcome } = useRun(run, failure);
  return { run: start, busy, outcome, setOutcome };
}

export interface ContractFormOptions<In extends FieldValues, Out> extends Omit<
  UseFormProps<In, unknown, Out>,
  'resolver' | 'defaultValues'
> {
  /** The contract's schema of the form; or `resolver` for one loaded later (lib/lazy-zod-resolver.ts). */
  schema?: ZodType<Out, In>;
  resolver?: Resolver<In, unknown, Out>;
  defaultValues: DefaultValues<In>;
  /** Sends the checked values; answers the success text to show, if any. */
  submit: (values: Out) => Promise<string | void>;
  /** The screen's text for a failure that belongs to no field. */
  failure: (err: unknown) => string;
  /** Error codes that are about one field: the server's message shows under that field, which gets focus. */
  fieldCodes?: Partial<Record<ErrorCode, Path<In>>>;
}

export type ContractForm<In extends FieldValues, Out> = UseFormReturn<In, unknown, Out> & {
  /** The <Form>'s submit handler: checks with the schema, then sends. */
  onSubmit: (event?: FormEvent) => Promise<void>;
  busy: boolean;
  outcome: Outcome;
  setOutcome: (outcome: Outcome) => void;
};

/**
 * A react-hook-form form on a contract schema. A failure whose code is in `fieldCodes`, or a
 * 400 `validation-error` whose message starts with one of the form's field names (`email: …`), is put
 * back on that field; any other failure is the outcome.
 */
export function useContractForm<In extends FieldValues, Out>({
  schema,
  resolver,
  submit,
  failure,
  fieldCodes = {},
  ...options
}: ContractFormOptions<In, Out>): ContractForm<In, Out> {
  const form = useForm<In, unknown, Out>({
    ...options,
    resolver: resolver ?? schemaResolver(schema!),
  } as UseFormProps<In, unknown, Out>);
  const onField = (err: unknown): string | undefined => {
    const onIt = fieldOf(err, fieldCodes, Object.keys(form.getValues()));
    if (!onIt) return failure(err);
    form.setError(onIt.field as Path<In>, { type: 'server', message: onIt.message }, { shouldFocus: true });
    return undefined;
  };
  const { start, busy, outcome, setOutcome } = useRun(submit, onField);
  const send = form.handleSubmit((values) => start(values));
  // The checks themselves can fail (a lazy schema whose chunk did not load, offline): the failure is the
  // screen's text too, and the next submit tries again.
  const onSubmit = async (event?: FormEvent) => {
    try {
      await send(event);
    } catch (err) {
      const text = failure(err);
      if (text) setOutcome({ ok: false, text });
    }
  };
  return Object.assign(form, { onSubmit, busy, outcome, setOutcome });
}

/** The field a server error is about, with the text to show under it; none when it is about the whole form. */
function fieldOf(
  err: unknown,
  fieldCodes: Partial<Record<string, string>>,
  fields: string[],
): { field: string; message: string } | undefined {
  if (!(err instanceof ApiError) || !err.code) return undefined;
  const byCode = fieldCodes[err.code];
  if (byCode) return { field: byCode, message: err.serverMessage ?? err.message };
  // The server names the field of a generic validation message: 'customer.email: Invalid email'.
  const named = err.code === 'validation-error' ? /^([\w.]+): (.+)$/.exec(err.serverMessage ?? '') : null;
  const field = named?.[1]?.split('.').pop();
  return field && fields.includes(field) ? { field, message: named![2]! } : undefined;
}

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  /** A contract form (useContractForm), or a submit handler of a form whose fields are not its own inputs. */
  form: { onSubmit: (event?: FormEvent) => Promise<void> | void };
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
};

/** The one <form> of the SPA: the schema's messages replace the browser's own (noValidate). */
export function Form({ form, children, ...rest }: FormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.onSubmit(event);
      }}
      {...rest}
    >
      {children}
    </form>
  );
}

/** The outcome of a form or an action, green or red, where the form shows it. */
export function FormOutcome({ outcome, className }: { outcome: Outcome; className?: string }) {
  if (!outcome) return null;
  return (
    <Alert tone={outcome.ok ? 'success' : 'error'} className={className}>
      {outcome.text}
    </Alert>
  );
}
