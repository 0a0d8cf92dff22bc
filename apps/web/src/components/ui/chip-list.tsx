import { X } from 'lucide-react';
import { GENERAL } from '@vendor-portal/contract/messages';
import { cn } from './cn.ts';

/** A list of chips (zip codes…), each with a 44 px remove button unless `onRemove` is absent. */
export function ChipList({
  items,
  label,
  onRemove,
  disabled,
}: {
  items: string[];
  label: string;
  onRemove?: (item: string) => void;
  disabled?: boolean;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            'inline-flex min-h-11 items-center gap-0.5 rounded-full bg-brand-50 pl-3 text-sm font-medium text-brand-800',
            !onRemove && 'pr-3',
          )}
        >
          {item}
          {onRemove ? (
            <button
              type="button"
              onClick={() => onRemove(item)}
              disabled={disabled}
              aria-label={GENERAL.removeItem(item)}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
