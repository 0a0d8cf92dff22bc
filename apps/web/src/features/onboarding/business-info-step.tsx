import { useEffect } from 'react';
import { useContractForm } from '../../components/form.tsx';
import { formatPhone } from '@vendor-portal/contract/field-rules';
import { ONBOARDING } from '@vendor-portal/contract/messages';
import { ONBOARDING_EXAMPLES } from '@vendor-portal/contract/messages/onboarding';
import { businessInfoSchema, type BusinessInfo } from '@vendor-portal/contract/onboarding';
import type { Vendor } from '@vendor-portal/contract/vendor';
import { TextField } from '../../components/ui/field.tsx';
import { useCreateVendor } from '../../lib/api/create-vendor.ts';
import { useUpdateVendor } from '../../lib/api/update-vendor.ts';
import { useSession } from '../../lib/session/session.tsx';
import { completeStep } from './draft.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { saveErrorTexts } from './save-error.ts';
import { StepForm } from './step-layout.tsx';
import type { StepProps } from './use-onboarding-draft.ts';

/** A save the step refuses itself, with the text to show. */
class StepRefusal extends Error {}

// docs/product-spec.md §2/§5 Business Info. docs/product-spec.md §4: the first save creates the vendor with the account email
// (POST /vendor), later saves update it (PATCH /vendor).
export function BusinessInfoStep({ draft, update }: Omit<StepProps, 'onBack'>) {
  const { token, email, store, vendorId } = useSession();
  const createVendor = useCreateVendor();
  const updateVendor = useUpdateVendor();
  // The step's own refusals before anything is sent (no token, no account email) are thrown as its text.
  const form = useContractForm<BusinessInfo, BusinessInfo>({
    schema: businessInfoSchema,
    defaultValues: draft.businessInfo,
    submit: async (values) => {
      if (!token) throw new StepRefusal(ONBOARDING.tokenMissing);
      // A vendor that exists already (made on another device) is updated: creating it again would be refused (409).
      const isFirstSave = !draft.initialSave.businessInfo && vendorId === null;
      if (isFirstSave && !email) throw new StepRefusal(ONBOARDING.emailRequired);
      let vendor: Vendor;
      if (isFirstSave) {
        const { zipCode, ...rest } = values;
        vendor = await createVendor.mutateAsync({ email: email!, ...rest, zipcode: zipCode });
      } else {
        vendor = await updateVendor.mutateAsync(values);
      }
      // Move to Services before the session learns of the vendor: a vendor with id and title is
      // sent to / from this step (docs/product-spec.md §2), and the page re-mounts under the agreement gate.
      update((d) => completeStep(d, 'business-info', { businessInfo: values, vendorId: vendor.id }));
      store.setVendor(vendor);
    },
    failure: (err) =>
      err instanceof StepRefusal ? err.message : errorText(err, saveErrorTexts(ONBOARDING.saveBusinessFailed)),
  });
  const {
    register,
    subscribe,
    formState: { errors },
  } = form;

  // What is typed is kept in the draft, so a reload resumes it (docs/product-spec.md §3).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => update((d) => ({ ...d, businessInfo: { ...d.businessInfo, ...values } })),
      }),
    [subscribe, update],
  );

  const phone = register('phone');
  return (
    <StepForm
      title={ONBOARDING.businessTitle}
      subtitle={ONBOARDING.businessSubtitle}
      onSubmit={form.onSubmit}
      busy={form.busy}
      error={form.outcome?.text}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={ONBOARDING.titleLabel}
          autoComplete="organization"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          label={ONBOARDING.contactNameLabel}
          autoComplete="name"
          error={errors.contactName?.message}
          {...register('contactName')}
        />
        <TextField
          label={ONBOARDING.phoneLabel}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={ONBOARDING_EXAMPLES.phone}
          error={errors.phone?.message}
          {...phone}
          onChange={(e) => {
            e.target.value = formatPhone(e.target.value);
            return phone.onChange(e);
          }}
        />
        <TextField
          label={ONBOARDING.street1Label}
          autoComplete="address-line1"
          containerClassName="sm:col-span-2"
          error={errors.street1?.message}
          {...register('street1')}
        />
        <TextField
          label={ONBOARDING.street2Label}
          optional
          autoComplete="address-line2"
          containerClassName="sm:col-span-2"
          {...register('street2')}
        />
        <TextField
          label={ONBOARDING.cityLabel}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={ONBOARDING.stateLabel}
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            label={ONBOARDING.zipCodeLabel}
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
        </div>
      </div>
    </StepForm>
  );
}
