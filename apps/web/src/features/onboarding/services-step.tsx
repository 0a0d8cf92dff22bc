import { useEffect, useState } from 'react';
import { ChipList } from '../../components/ui/chip-list.tsx';
import { ONBOARDING, SERVICES } from '@vendor-portal/contract/messages';
import { ONBOARDING_EXAMPLES } from '@vendor-portal/contract/messages/onboarding';
import { Alert, ErrorText } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, TextField } from '../../components/ui/field.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { useActiveProducts } from '../../lib/api/get-products.ts';
import { servicesQueryOptions } from '../../lib/api/get-services.ts';
import { useSignedInQuery } from '../../lib/api/use-signed-in-query.ts';
import { useSession } from '../../lib/session/session.tsx';
import { completeStep } from './draft.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { saveErrorTexts } from './save-error.ts';
import { saveServices } from './save-services.ts';
import { StepForm } from './step-layout.tsx';
import type { StepProps } from './use-onboarding-draft.ts';
import { parseZipInput } from '../../lib/zip-codes.ts';
import { addZipCodes, removeZipCode, toggleService, unionZipCodes, withSavedServices } from './service-zip-codes.ts';

// docs/product-spec.md §2/§5 Services: active catalogue products, zip codes applied to every selected service.
// docs/product-spec.md §4: the save is skipped entirely once it has succeeded.
// `savedOnServer`: the server says this step was saved (GET /vendorSetup), maybe on another device: the step
// shows what the server holds (issue 28 item 7).
export function ServicesStep({
  draft,
  update,
  onBack,
  savedOnServer = false,
}: StepProps & { savedOnServer?: boolean }) {
  const { token } = useSession();
  const products = useActiveProducts();
  // Read once, on arrival, when this device has not saved the step itself.
  const [readSaved] = useState(savedOnServer && !draft.initialSave.services);
  const savedServices = useSignedInQuery({ ...servicesQueryOptions(), refetchOnMount: 'always' }, readSaved);
  const [applied, setApplied] = useState(!readSaved);
  useEffect(() => {
    // Offline (the read paused) or failed, the step goes on from this device's draft.
    if (applied || (savedServices.isPending && savedServices.fetchStatus === 'fetching')) return;
    setApplied(true);
    const records = savedServices.data ?? [];
    if (records.length)
      update((d) => {
        const next = withSavedServices(d.selectedProducts, d.zipCodesByProduct, records);
        return { ...d, selectedProducts: next.selected, zipCodesByProduct: next.zips };
      });
  }, [applied, savedServices.isPending, savedServices.fetchStatus, savedServices.data, update]);
  const [zipInput, setZipInput] = useState('');
  const [zipError, setZipError] = useState('');
  const [zipNote, setZipNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { selectedProducts: selected, zipCodesByProduct: zips } = draft;
  const saved = draft.initialSave.services;
  const allZips = unionZipCodes(zips, selected);
  // The submit checks are derived from what is on screen once Save was pressed, so each message goes as soon as
  // its condition is fixed (a service ticked, zips added).
  const [checked, setChecked] = useState(false);
  const missing = !checked
    ? ''
    : selected.length === 0
      ? ONBOARDING.selectAtLeastOneService
      : selected.some((id) => !zips[id]?.length)
        ? ONBOARDING.addZipForServices
        : '';

  const toggle = (productId: number) => {
    if (zipError === ONBOARDING.selectServiceFirst) setZipError('');
    update((d) => {
      const next = toggleService(d.selectedProducts, d.zipCodesByProduct, productId);
      return { ...d, selectedProducts: next.selected, zipCodesByProduct: next.zips };
    });
  };

  const addZips = () => {
    setZipError('');
    setZipNote('');
    if (selected.length === 0) return setZipError(ONBOARDING.selectServiceFirst);
    const result = parseZipInput(zipInput, allZips);
    if (result.kind === 'empty') return setZipError(ONBOARDING.enterZip);
    // A pasted list with bad zips (issue 28): the good ones are added and the bad ones stay in the field, named,
    // as the services panel does.
    const invalid = result.kind === 'invalid' ? result.invalid : [];
    const good = invalid.length
      ? parseZipInput(
          zipInput
            .split(',')
            .filter((z) => !invalid.includes(z.trim()))
            .join(','),
          allZips,
        )
      : result;
    if (good.kind === 'added') {
      update((d) => ({ ...d, zipCodesByProduct: addZipCodes(d.zipCodesByProduct, d.selectedProducts, good.added) }));
      if (good.skipped.length) setZipNote(ONBOARDING.partialZips(good.added.length, good.skipped.length));
    }
    if (invalid.length) {
      setZipInput(invalid.join(', '));
      return setZipError(ONBOARDING.invalidZips(invalid.join(', ')));
    }
    if (good.kind === 'duplicate') return setZipError(ONBOARDING.duplicateZips(good.duplicates.join(', ')));
    setZipInput('');
  };

  const removeZip = (zip: string) =>
    update((d) => ({ ...d, zipCodesByProduct: removeZipCode(d.zipCodesByProduct, d.selectedProducts, zip) }));

  const onSubmit = async () => {
    setError('');
    setChecked(true);
    // A zip typed after a pasted list and not added yet (issue 38 item 15) is saved with the others, never
    // dropped; a bad one stops the save, named, as Add does.
    let toSave = zips;
    if (!saved && zipInput.trim() && selected.length > 0) {
      const typed = parseZipInput(zipInput, allZips);
      if (typed.kind === 'invalid') return setZipError(ONBOARDING.invalidZips(typed.invalid.join(', ')));
      if (typed.kind === 'added') {
        toSave = addZipCodes(zips, selected, typed.added);
        update((d) => ({ ...d, zipCodesByProduct: addZipCodes(d.zipCodesByProduct, d.selectedProducts, typed.added) }));
      }
      setZipInput('');
    }
    if (selected.length === 0 || selected.some((id) => !toSave[id]?.length)) return;
    if (saved) return update((d) => completeStep(d, 'services'));
    if (!token) return setError(ONBOARDING.tokenMissing);
    setBusy(true);
    try {
      await saveServices(selected, toSave);
    } catch (err) {
      setBusy(false);
      return setError(errorText(err, saveErrorTexts(ONBOARDING.saveServicesFailed)));
    }
    update((d) => completeStep(d, 'services'));
  };

  return (
    <StepForm
      title={ONBOARDING.servicesTitle}
      subtitle={ONBOARDING.servicesSubtitle}
      onSubmit={onSubmit}
      onBack={onBack}
      busy={busy}
      error={error || missing}
    >
      {saved ? <Alert tone="info">{ONBOARDING.servicesSavedNote}</Alert> : null}
      <fieldset disabled={saved} className="flex flex-col gap-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-800">{ONBOARDING.servicesLegend}</legend>
          {products.isPending || !applied ? <LoadingState text={ONBOARDING.loadingProducts} /> : null}
          {products.isError ? <ErrorText>{SERVICES.productsLoadFailed}</ErrorText> : null}
          {products.data && applied ? (
            <ul className="grid gap-x-4 rounded-lg border border-gray-200 px-3 py-1 sm:grid-cols-2">
              {products.data.map((product) => (
                <li key={product.id}>
                  <Checkbox
                    label={product.title}
                    checked={selected.includes(product.id)}
                    onChange={() => toggle(product.id)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>

        <div className="flex flex-col gap-2">
          <TextField
            label={SERVICES.zipCodesLabel}
            hint={ONBOARDING.zipCodesHint}
            inputMode="numeric"
            placeholder={ONBOARDING_EXAMPLES.zipCodes}
            value={zipInput}
            error={zipError}
            onChange={(e) => {
              setZipInput(e.target.value);
              setZipError('');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addZips();
              }
            }}
          />
          <Button variant="secondary" className="self-start" onClick={addZips}>
            {ONBOARDING.addZipCodes}
          </Button>
          {zipNote ? <Alert tone="info">{zipNote}</Alert> : null}
          {allZips.length ? (
            <ChipList items={allZips} label={SERVICES.zipChipsLabel} onRemove={saved ? undefined : removeZip} />
          ) : null}
        </div>
      </fieldset>
    </StepForm>
  );
}
