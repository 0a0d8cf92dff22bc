import { CatalogueChecklist } from './catalogue-checklist.tsx';
import { PackageOpen } from 'lucide-react';
import type { OpsProduct } from '@vendor-portal/contract/ops/staff';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { useAction } from '../../components/form.tsx';
import { Alert, ErrorText } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useOpsProducts } from './api/get-ops-products.ts';
import { useUpdateOpsProduct } from './api/update-ops-product.ts';
import { PricePayForm, ProductPercentsForm } from './catalogue-price-pay.tsx';
import { useStaffMay } from './use-staff-role.ts';

/**
 * An on/off switch (role="switch"), 44 px tall to touch, of one of a product's flags: whether it is active, and
 * whether its jobs need the customer's signature (issue 54 item 22).
 */
function ProductSwitch({
  product,
  flag,
  disabled,
}: {
  product: OpsProduct;
  flag: 'isActive' | 'signatureRequired';
  disabled: boolean;
}) {
  const update = useUpdateOpsProduct();
  const on = product[flag];
  const [name, onText, offText] =
    flag === 'isActive'
      ? [CONSOLE.activeSwitch(product.title), CONSOLE.active, CONSOLE.inactive]
      : [CONSOLE.signatureSwitch(product.title), CONSOLE.signatureOn, CONSOLE.signatureOff];
  const toggle = useAction({
    run: async () => void (await update.mutateAsync({ id: product.id, [flag]: !on })),
    failure: (err) => CONSOLE.saveFailed(errorText(err, { fallback: orStatus(CONSOLE.loadFailed) })),
  });
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={name}
        disabled={disabled || toggle.busy}
        onClick={() => void toggle.run()}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-gray-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors',
            on ? 'bg-brand-700' : 'bg-gray-300',
          )}
        >
          <span
            className={cn(
              'absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform',
              on ? 'translate-x-5.5' : 'translate-x-0.5',
            )}
          />
        </span>
        {on ? onText : offText}
      </button>
      <ErrorText>{toggle.outcome?.text}</ErrorText>
    </div>
  );
}

/** The catalogue (docs/architecture.md "Staff and review"): products with their prices, active or not. */
export function CataloguePage() {
  const products = useOpsProducts();
  const admin = useStaffMay('administer');
  let body;
  if (products.isPending) body = <LoadingState text={CONSOLE.loading} />;
  else if (products.isError) body = <Alert>{errorText(products.error, { fallback: CONSOLE.loadFailed })}</Alert>;
  else if (products.data.length === 0)
    body = <EmptyState icon={<PackageOpen aria-hidden="true" className="size-8" />} title={CONSOLE.catalogueEmpty} />;
  else
    body = (
      <ul className="flex flex-col divide-y divide-gray-100">
        {products.data.map((product) => (
          <li
            key={product.id}
            className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:px-5"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <h2 className="font-semibold text-gray-900">{product.title}</h2>
              <p className="sr-only">{CONSOLE.pricesLabel}</p>
              <ul className="flex flex-wrap gap-2">
                {product.prices.map((price) => (
                  <li key={price.id}>
                    <Badge tone="neutral">
                      {price.section ? `${price.section}: ${price.title}` : price.title}
                      {price.isOutside ? ` · ${CONSOLE.outside}` : ''}
                    </Badge>
                  </li>
                ))}
              </ul>
              <ul className="mt-1 flex flex-col gap-3">
                {product.prices.map((price) => (
                  <li key={price.id}>
                    <PricePayForm productId={product.id} price={price} disabled={!admin} />
                  </li>
                ))}
              </ul>
              <ProductPercentsForm product={product} disabled={!admin} />
              <CatalogueChecklist product={product} disabled={!admin} />
            </div>
            <div className="flex flex-col items-end gap-1">
              <ProductSwitch product={product} flag="isActive" disabled={!admin} />
              <ProductSwitch product={product} flag="signatureRequired" disabled={!admin} />
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <PageHeader title={CONSOLE.catalogueTitle} />
      {admin ? null : <p className="mb-3 text-sm text-gray-600">{CONSOLE.adminOnlyHint}</p>}
      <Card className="overflow-hidden">{body}</Card>
    </>
  );
}
