import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { OpsProduct } from '@vendor-portal/contract/ops/staff';
import { CONSOLE, PAYOUT } from '@vendor-portal/contract/messages';
import { centsToDecimal, formatCents } from '@vendor-portal/contract/money';
import {
  payoutPercentsForm,
  priceAmountsForm,
  type PayoutPercentsForm,
  type PayoutPercentsFormValues,
  type PriceAmountsForm,
  type PriceAmountsFormValues,
} from '@vendor-portal/contract/payout-cents';
import { Form, useContractForm, type ContractForm } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useUpdateOpsProduct } from './api/update-ops-product.ts';

type Price = OpsProduct['prices'][number];

const priceName = (price: Price) => (price.section ? `${price.section}: ${price.title}` : price.title);
const failure = (err: unknown) => CONSOLE.saveFailed(errorText(err, { fallback: orStatus(CONSOLE.loadFailed) }));

/** The catalogue's small forms, one layout: their fields and the save button in a row, the outcome below. */
function AmountsRow<In extends FieldValues, Out>({
  form,
  disabled,
  save,
  children,
}: {
  form: ContractForm<In, Out>;
  disabled: boolean;
  save: string;
  children: ReactNode;
}) {
  const outcome = form.outcome;
  return (
    <Form form={form} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-2">
        {children}
        <Button type="submit" variant="secondary" busy={form.busy} disabled={disabled}>
          {save}
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
 * One price's pay for one unit (docs/architecture.md "Pay and earnings") and, beside it, what the customer pays
 * for it (docs/architecture.md "The visit": the price of more time is pro rata to it). Typed in dollars, sent in
 * cents; the server's refusal (400) shows under the pay. A change applies to bookings made afterwards.
 */
export function PricePayForm({ productId, price, disabled }: { productId: number; price: Price; disabled: boolean }) {
  const update = useUpdateOpsProduct();
  const name = priceName(price);
  const amounts = (payout: number, customer: number) => ({
    payout: centsToDecimal(payout),
    price: centsToDecimal(customer),
  });
  const form = useContractForm<PriceAmountsFormValues, PriceAmountsForm>({
    schema: priceAmountsForm,
    defaultValues: amounts(price.payoutCents, price.priceCents),
    submit: async ({ payout, price: customer }) => {
      await update.mutateAsync({
        id: productId,
        prices: [{ id: price.id, payoutCents: payout, priceCents: customer }],
      });
      form.reset(amounts(payout, customer));
      return PAYOUT.amountsSaved(name, formatCents(payout), formatCents(customer));
    },
    failure,
    // A refused body is about the amounts: shown under the first.
    fieldCodes: { 'validation-error': 'payout' },
  });
  const errors = form.formState.errors;
  return (
    <AmountsRow form={form} disabled={disabled} save={PAYOUT.saveAmounts}>
      <AmountField
        label={PAYOUT.fieldLabel(name)}
        disabled={disabled}
        error={errors.payout?.message}
        {...form.register('payout')}
      />
      <AmountField
        label={PAYOUT.priceLabel(name)}
        disabled={disabled}
        error={errors.price?.message}
        {...form.register('price')}
      />
    </AmountsRow>
  );
}

/**
 * A product's late-cancellation and no-show shares of a job's pay (docs/architecture.md "The visit"),
 * beside its prices' pay: whole percents, each booking freezes what they are when it is made.
 */
export function ProductPercentsForm({ product, disabled }: { product: OpsProduct; disabled: boolean }) {
  const update = useUpdateOpsProduct();
  const percents = (p: { cancellationPayoutPercent: number; noShowPayoutPercent: number }) => ({
    cancellationPayoutPercent: String(p.cancellationPayoutPercent),
    noShowPayoutPercent: String(p.noShowPayoutPercent),
  });
  const form = useContractForm<PayoutPercentsFormValues, PayoutPercentsForm>({
    schema: payoutPercentsForm,
    defaultValues: percents(product),
    submit: async (typed) => {
      await update.mutateAsync({ id: product.id, ...typed });
      form.reset(percents(typed));
      return PAYOUT.percentsSaved(product.title, typed.cancellationPayoutPercent, typed.noShowPayoutPercent);
    },
    failure,
  });
  const errors = form.formState.errors;
  return (
    <AmountsRow form={form} disabled={disabled} save={PAYOUT.savePercents}>
      <AmountField
        label={PAYOUT.cancellationLabel}
        inputMode="numeric"
        disabled={disabled}
        error={errors.cancellationPayoutPercent?.message}
        {...form.register('cancellationPayoutPercent')}
      />
      <AmountField
        label={PAYOUT.noShowLabel}
        inputMode="numeric"
        disabled={disabled}
        error={errors.noShowPayoutPercent?.message}
        {...form.register('noShowPayoutPercent')}
      />
    </AmountsRow>
  );
}

/** An amount of a catalogue row (dollars, or whole percents with `inputMode="numeric"`), in a narrow column. */
function AmountField(props: ComponentProps<typeof TextField>) {
  return <TextField inputMode="decimal" autoComplete="off" containerClassName="w-44" {...props} />;
}
