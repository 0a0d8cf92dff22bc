import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChipList } from '../../components/ui/chip-list.tsx';
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
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { sortZipCodes } from '../../lib/zip-codes.ts';
import { addZipCodesTo, zipCodeChanges } from './zip-code-additions.ts';
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
  const [zips, setZips] = useState<string[]>(() => sortZipCodes(service?.zipCodes ?? []));
  const [zipInput, setZipInput] = useState('');
  const [zipError, setZipError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
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
  // Cancel does (UI.md); Escape inside the confirmation dialog only closes the dialog.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('select:not(:disabled), input:not(:disabled)')?.focus();
  }, []);
  function onFormKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || busy !== null || (event.target as Element).closest('dialog')) return;
    event.preventDefault();
    onCancel();
  }

  function addZip() {
    if (!zipInput.trim()) return;
    // One zip or a pasted list: the good ones are added, the refused ones stay in the field with their reasons.
    const result = addZipCodesTo(zips, zipInput);
    if (result.zips.length !== zips.length) setFormError(undefined);
    setZips(result.zips);
    setZipInput(result.rejected.join(', '));
    setZipError(result.errors.length ? result.errors.join(' ') : undefined);
  }

  function onZipKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addZip();
  }

  function removeZip(zip: string) {
    // docs/product-spec.md §5: editing cannot leave zero zips.
    if (editing && zips.length === 1) return setFormError(SERVICES.cannotRemoveLastZip);
    setFormError(undefined);
    setZips(zips.filter((z) => z !== zip));
  }

  async function saveNew() {
    setChecked(true);
    if (!productId || zips.length === 0) return;
    setBusy('save');
    setFormError(undefined);
    let id: number;
    try {
      id = (await addVendorProduct.mutateAsync(Number(productId))).id;
    } catch {
      setBusy(null);
      return setFormError(SERVICES.saveFailed);
    }
    const failed = countFailed(
      await Promise.allSettled(zips.map((zip) => addZipCode.mutateAsync({ vendorProductId: id, zipCode: zip }))),
    );
    onSaved(failed ? SERVICES.addZipsFailed(failed) : undefined);
  }

  async function saveChanges(target: EditableService) {
    const { added, removed } = zipCodeChanges(target.zipCodes, zips);
    if (added.length + removed.length === 0) return onCancel(); // docs/product-spec.md §5: no change simply closes.
    setBusy('save');
    setFormError(undefined);
    const results = await Promise.allSettled([
      ...added.map((zip) => addZipCode.mutateAsync({ vendorProductId: target.vendorProductId, zipCode: zip })),
      ...removed.map((zip) => deleteZipCode.mutateAsync({ vendorProductId: target.vendorProductId, zipCode: zip })),
    ]);
    const failed = countFailed(results);
    if (failed === results.length) {
      // Nothing was saved: stay on the form so the vendor can try again.
      setBusy(null);
      return setFormError(SERVICES.saveChangesFailed);
    }
    onSaved(failed ? SERVICES.updateZipsFailed(failed) : undefined);
  }

  async function remove(target: EditableService) {
    setBusy('delete');
    setFormError(undefined);
    try {
      await deleteVendorProduct.mutateAsync(target.vendorProductId);
      onSaved();
    } catch (err) {
      setBusy(null);
      // docs/product-spec.md §8: the server's error text when present.
      setFormError(errorText(err, { show: 'server', fallback: SERVICES.deleteFailed }));
    }
  }

  const available = (products.data ?? []).filter((p) => !offeredProductIds.includes(p.id));

  return (
    <form
      ref={form}
      className="flex flex-col gap-4 px-4 py-4 sm:px-5"
      noValidate
      onKeyDown={onFormKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void (service ? saveChanges(service) : saveNew());
      }}
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

      <div className="flex flex-col gap-2">
        <TextField
          label={SERVICES.zipCodesLabel}
          value={zipInput}
          inputMode="numeric"
          autoComplete="off"
          placeholder={SERVICES.zipPlaceholder}
          onChange={(event) => {
            setZipInput(event.target.value);
            setZipError(undefined);
          }}
          onKeyDown={onZipKeyDown}
          error={zipError}
          disabled={busy !== null}
          addon={
            <Button variant="secondary" onClick={addZip} disabled={busy !== null}>
              {SERVICES.addZip}
            </Button>
          }
        />
        {zips.length > 0 ? (
          <ChipList items={zips} label={SERVICES.zipChipsLabel} onRemove={removeZip} disabled={busy !== null} />
        ) : null}
      </div>

      <ErrorText>{formError ?? missing}</ErrorText>
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
            void remove(service);
          }}
          onCancel={() => setConfirmingDelete(false)}
        />
      ) : null}
    </form>
  );
}
