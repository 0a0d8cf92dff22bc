import { useState, type KeyboardEvent } from 'react';
import { SERVICES } from '@vendor-portal/contract/messages';
import { Button } from '../../components/ui/button.tsx';
import { ChipList } from '../../components/ui/chip-list.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { sortZipCodes } from '../../lib/zip-codes.ts';
import { addZipCodesTo } from './zip-code-additions.ts';

export interface ZipCodes {
  /** The zips the service will be saved with, sorted. */
  zips: string[];
  /** What the field holds, not added yet (a refused zip stays here with its reason). */
  input: string;
  setInput: (value: string) => void;
  error: string | undefined;
  /** Adds what is typed (one zip or a pasted list); answers the list after it, or null when a zip was refused. */
  addTyped: () => string[] | null;
  removeZip: (zip: string) => void;
}

/**
 * The service form's zip codes (docs/product-spec.md §5 Zip code): the list, the field and its reasons.
 * `setFormError` is the form's own message: a removal it refuses, cleared by a change.
 */
export function useZipCodes(
  initial: readonly string[],
  editing: boolean,
  setFormError: (error: string | undefined) => void,
): ZipCodes {
  const [zips, setZips] = useState<string[]>(() => sortZipCodes([...initial]));
  const [input, setInputValue] = useState('');
  const [error, setError] = useState<string>();

  function addTyped(): string[] | null {
    if (!input.trim()) return zips;
    // One zip or a pasted list: the good ones are added, the refused ones stay in the field with their reasons.
    const result = addZipCodesTo(zips, input);
    if (result.zips.length !== zips.length) setFormError(undefined);
    setZips(result.zips);
    setInputValue(result.rejected.join(', '));
    setError(result.errors.length ? result.errors.join(' ') : undefined);
    return result.rejected.length ? null : result.zips;
  }

  function removeZip(zip: string) {
    // docs/product-spec.md §5: editing cannot leave zero zips.
    if (editing && zips.length === 1) return setFormError(SERVICES.cannotRemoveLastZip);
    setFormError(undefined);
    setZips(zips.filter((z) => z !== zip));
  }

  const setInput = (value: string) => {
    setInputValue(value);
    setError(undefined);
  };
  return { zips, input, setInput, error, addTyped, removeZip };
}

/** The zip field with its Add button (Enter adds too) and the chips of the zips added. */
export function ZipCodeField({ zipCodes, disabled }: { zipCodes: ZipCodes; disabled: boolean }) {
  const { zips, input, setInput, error, addTyped, removeZip } = zipCodes;
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addTyped();
  }
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={SERVICES.zipCodesLabel}
        value={input}
        inputMode="numeric"
        autoComplete="off"
        placeholder={SERVICES.zipPlaceholder}
        onChange={(event) => setInput(event.target.value)}
        onKeyDown={onKeyDown}
        error={error}
        disabled={disabled}
        addon={
          <Button variant="secondary" onClick={() => addTyped()} disabled={disabled}>
            {SERVICES.addZip}
          </Button>
        }
      />
      {zips.length > 0 ? (
        <ChipList items={zips} label={SERVICES.zipChipsLabel} onRemove={removeZip} disabled={disabled} />
      ) : null}
    </div>
  );
}
