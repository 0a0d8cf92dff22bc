import type { OpsProduct } from '@vendor-portal/contract/ops/staff';
import { CONSOLE, PAYOUT } from '@vendor-portal/contract/messages';
import { centsToDecimal, formatCents } from '@vendor-portal/contract/money';
import {
  payoutDollarsForm,
  payoutPercentsForm,
  type PayoutDollarsForm,
  type PayoutDollarsFormValues,
  type PayoutPercentsForm,
  type PayoutPercentsFormValues,
} from '@vendor-portal/contract/payout-cents';
import { Form, useContractForm } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useUpdateOpsProduct } from './api/update-ops-product.ts';

type Price = OpsProduct['prices'][number];

const priceName = (price: Price) => (price.section ? `${price.section}: ${price.title}` : price.title);

/**
 * One price's pay for one unit (docs/architecture.md "Pay and earnings"): typed in dollars, sent in cents;
 * the server's refusal (400) shows under the field. A change applies to bookings made afterwards.
 */
export function PricePayForm({ productId, price, disabled }: { productId: number; price: Price; disabled: boolean }) {
  const update = useUpdateOpsProduct();
  const name = priceName(price);
  const form = useContractForm<PayoutDollarsFormValues, PayoutDollarsForm>({
    schema: payoutDollarsForm,
    defaultValues: { payout: centsToDecimal(price.payoutCents) },
    submit: async ({ payout }) => {
      await update.mutateAsync({ id: productId, prices: [{ id: price.id, payoutCents: payout }] });
      form.reset({ payout: centsToDecimal(payout) });
      return PAYOUT.saved(name, formatCents(payout));
    },
    failure: (err) => CONSOLE.saveFailed(errorText(err, { fallback: orStatus(CONSOLE.loadFailed) })),
    // The form has one field: a refused body is about it.
    fieldCodes: { 'validation-error': 'payout' },
  });
  const outcome = form.outcome;
  return (
    <Form form={form} className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <TextField
          label={PAYOUT.fieldLabel(name)}
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          containerClassName="w-44"
          error={form.formState.errors.payout?.message}
          {...form.register('payout')}
        />
        <Button type="submit" variant="secondary" busy={form.busy} disabled={disabled}>
          {PAYOUT.save}
        </Button>
      </div>
      {outcome ? (
        <p role="status" className={outcome.ok ? 'text-sm text-green-800' : 'text-sm text-red-700'}>
          {outcome.text}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * A product's late-cancellation and no-show shares of a job's pay (shared/ARCHITECTURE.md "The visit"),
 * beside its prices' pay: whole percents, each booking freezes what they are when it is made.
 */
export function ProductPercentsForm({ product, disabled }: { product: OpsProduct; disabled: boolean }) {
  const update = useUpdateOpsProduct();
  const form = useContractForm<PayoutPercentsFormValues, PayoutPercentsForm>({
    schema: payoutPercentsForm,
    defaultValues: {
      cancellationPayoutPercent: String(product.cancellationPayoutPercent),
      noShowPayoutPercent: String(product.noShowPayoutPercent),
    },
    submit: async (percents) => {
      await update.mutateAsync({ id: product.id, ...percents });
      form.reset({
        cancellationPayoutPercent: String(percents.cancellationPayoutPercent),
        noShowPayoutPercent: String(percents.noShowPayoutPercent),
      });
      return PAYOUT.percentsSaved(product.title, percents.cancellationPayoutPercent, percents.noShowPayoutPercent);
    },
    failure: (err) => CONSOLE.saveFailed(errorText(err, { fallback: orStatus(CONSOLE.loadFailed) })),
  });
  const outcome = form.outcome;
  const errors = form.formState.errors;
  return (
    <Form form={form} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={PAYOUT.cancellationLabel}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          containerClassName="w-44"
          error={errors.cancellationPayoutPercent?.message}
          {...form.register('cancellationPayoutPercent')}
        />
        <TextField
          label={PAYOUT.noShowLabel}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          containerClassName="w-44"
          error={errors.noShowPayoutPercent?.message}
          {...form.register('noShowPayoutPercent')}
        />
        <Button type="submit" variant="secondary" busy={form.busy} disabled={disabled}>
          {PAYOUT.savePercents}
        </Button>
      </div>
      {outcome ? (
        <p role="status" className={outcome.ok ? 'text-sm text-green-800' : 'text-sm text-red-700'}>
          {outcome.text}
        </p>
      ) : null}
    </Form>
  );
}
