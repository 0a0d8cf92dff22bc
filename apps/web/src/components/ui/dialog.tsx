import { useEffect, useRef, type ReactNode } from 'react';
import { GENERAL } from '@vendor-portal/contract/messages';
import { Button } from './button.tsx';

/**
 * The native <dialog> behind `ref` shown as a modal while `open` (showModal: focus kept inside, focus back on the
 * opener when it closes), for every modal of the app: Dialog below, the photo viewer.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal?.();
    if (!open && el.open) el.close?.();
  }, [open]);
  return ref;
}

/**
 * A modal on the native <dialog>: showModal() traps focus, Esc closes, and focus returns to the
 * opener when it closes (docs/ui.md).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      aria-labelledby="dialog-title"
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-gray-200 p-0 shadow-xl backdrop:bg-gray-900/50"
    >
      {open ? (
        <div className="flex flex-col gap-4 p-5">
          <h2 id="dialog-title" className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          <div className="text-sm text-gray-700">{children}</div>
          {footer ? <div className="flex justify-end gap-2">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

export function ConfirmDialog({
  open,
  title = GENERAL.confirmTitle,
  message,
  confirmLabel = GENERAL.delete,
  cancelLabel = GENERAL.cancel,
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
  busy,
  reasons = [],
}: {
  open: boolean;
  title?: string;
  message: string;
  /** Lines under the message that say why it is asked (a 409 no-one-free's clashes and time off). */
  reasons?: readonly string[];
  confirmLabel?: string;
  cancelLabel?: string;
  /** Deleting is `danger`; an irreversible step that is not a loss (completing) is `primary`. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {reasons.length > 0 ? (
        <>
          <p>{message}</p>
          <ul className="mt-2 list-disc pl-5">
            {reasons.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        message
      )}
    </Dialog>
  );
}
