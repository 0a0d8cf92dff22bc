import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useAction } from '../../components/form.tsx';
import { SERVICES } from '@vendor-portal/contract/messages';
import { errorText } from '../../lib/errors/error-text.ts';
import { useActiveProducts } from '../../lib/api/get-products.ts';
import type { ServiceRecord } from '../../lib/api/get-services.ts';
import {
  useAddVendorProduct,
  useAddZipCode,
  useDeleteVendorProduct,
  useDeleteZipCode,
} from '../../lib/api/save-services.ts';
import { Button } from '../../components/ui/button.tsx';
import { ErrorText } from '../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { zipCodeChanges } from './zip-code-additions.ts';
import { useZipCodes, ZipCodeField } from './zip-code-field.tsx';
import { useOnline } from '../../lib/offline/use-online.ts';
import { OfflineReason } from '../../lib/offline/offline-reason.tsx';

export type EditableService = ServiceRecord & { vendorProductId: number };

export interface ServiceFormProps {
  /** The service being edited; absent in add mode. */
  service?: EditableService;
  /** Products the vendor already offers (left out of the add dropdown). */
  offeredProductIds: number[];
  /** Back to the list after a change; `notice` is a partial failure to show there. */
  onSaved: (notice?: string) => void;
  onCancel: () => void;
}

const countFailed = (results: PromiseSettledResult<unknown>[]) => results.filter((r) => r.status === 'rejected').length;

/** docs/product-spec.md §2 left panel, add and edit views, with the rules of §5 Zip code and the texts of §8. */
export function ServiceForm({ service, offeredProductIds, onSaved, onCancel }: ServiceFormProps) {
  const editing = service !== undefined;
  const online = useOnline();
  const products = useActiveProducts(!editing);
  const addVendorProduct = useAddVendorProduct();
  const deleteVendorProduct = useDeleteVendorProduct();
  const addZipCode = useAddZipCode();
  const deleteZipCode = useDeleteZipCode();
  const [productId, setProductId] = useState('');
  const [formError, setFormError] = useState<string>();
  const zipCodes = useZipCodes(service?.zipCodes ?? [], editing, setFormError);
  const { zips, addTyped } = zipCodes;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The add form's two checks are derived from what is on screen once Save was pressed, so each message goes as
  // soon as its condition is fixed (a service chosen, a zip added).
  const [checked, setChecked] = useState(false);
  const missing =
    !editing && checked
      ? !productId
        ? SERVICES.selectService
        : zips.length === 0
          ? SERVICES.atLeastOneZip
          : null
      : null;

  // Focus moves into the form when it opens (the first field that can be changed), and Escape cancels it, as
  // Cancel does (docs/ui.md); Escape inside the confirmation dialog only closes the dialog.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('select:not(:disabled), input:not(:disabled)')?.focus();
  }, []);
  function onFormKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || busy !== null || (event.target as Element).closest('dialog')) return;
    event.preventDefault();
    onCancel();
  }

  // Save takes what the field still holds as if Add had been pressed (issue 28): a typed zip is never
  // dropped; a refused one keeps the form open with its reason.
  const save = useAction({
    run: async () => {
      setChecked(true);
      setFormError(undefined);
      const all = addTyped();
      if (!all) return;
      if (!service) {
        if (!productId || all.length === 0) return;
        const id = (await addVendorProduct.mutateAsync(Number(productId))).id;
        const failed = countFailed(
          await Promise.allSettled(all.map((zip) => addZipCode.mutateAsync({ vendorProductId: id, zipCode: zip }))),
        );
        return onSaved(failed ? SERVICES.addZipsFailed(failed) : undefined);
      }
      const { added, removed } = zipCodeChanges(service.zipCodes, all);
      if (added.length + removed.length === 0) return onCancel(); // docs/product-spec.md §5: no change simply closes.
      const { vendorProductId } = service;
      const results = await Promise.allSettled([
        ...added.map((zip) => addZipCode.mutateAsync({ vendorProductId, zipCode: zip })),
        ...removed.map((zip) => deleteZipCode.mutateAsync({ vendorProductId, zipCode: zip })),
      ]);
      const failed = countFailed(results);
      // Nothing was saved: stay on the form so the vendor can try again.
      if (failed === results.length) return setFormError(SERVICES.saveChangesFailed);
      onSaved(failed ? SERVICES.updateZipsFailed(failed) : undefined);
    },
    failure: () => SERVICES.saveFailed,
  });

  const remove = useAction({
    run: async (target: EditableService) => {
      setFormError(undefined);
      await deleteVendorProduct.mutateAsync(target.vendorProductId);
      onSaved();
    },
    // docs/product-spec.md §8: the server's error text when present.
    failure: (err) =>
      errorText(err, {
        codes: { 'network-error': SERVICES.deleteFailed, 'not-an-api-error': SERVICES.deleteFailed },
        fallback: SERVICES.deleteFailed,
      }),
  });
  const busy = save.busy ? 'save' : remove.busy ? 'delete' : null;

  const available = (products.data ?? []).filter((p) => !offeredProductIds.includes(p.id));

  return (
    <Form
      ref={form}
      form={{ onSubmit: () => save.run() }}
      className="flex flex-col gap-4 px-4 py-4 sm:px-5"
      onKeyDown={onFormKeyDown}
    >
      <SelectField
        label={SERVICES.serviceLabel}
        value={editing ? String(service.vendorProductId) : productId}
        disabled={editing || busy !== null}
        onChange={(event) => setProductId(event.target.value)}
        error={products.isError ? SERVICES.productsLoadFailed : undefined}
      >
        {editing ? (
          <option value={service.vendorProductId}>{service.productTitle}</option>
        ) : (
          <>
            <option value="">{SERVICES.selectPlaceholder}</option>
            {available.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </>
        )}
      </SelectField>

      <ZipCodeField zipCodes={zipCodes} disabled={busy !== null} />

      <ErrorText>{formError ?? save.outcome?.text ?? remove.outcome?.text ?? missing}</ErrorText>
      <OfflineReason />

      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy === 'save'} disabled={busy === 'delete' || !online}>
          {editing ? SERVICES.saveChanges : SERVICES.saveNew}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy !== null}>
          {SERVICES.cancel}
        </Button>
        {editing ? (
          <Button
            variant="danger"
            className="sm:ml-auto"
            busy={busy === 'delete'}
            disabled={busy === 'save' || !online}
            onClick={() => setConfirmingDelete(true)}
          >
            {SERVICES.deleteService}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <ConfirmDialog
          open={confirmingDelete}
          message={SERVICES.confirmDeleteService(service.productTitle, zips.length)}
          confirmLabel={SERVICES.deleteService}
          busy={busy === 'delete'}
          onConfirm={() => {
            setConfirmingDelete(false);
            void remove.run(service);
          }}
          onCancel={() => setConfirmingDelete(false)}
        />
      ) : null}
    </Form>
  );
}
