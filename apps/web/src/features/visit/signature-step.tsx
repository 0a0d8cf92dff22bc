import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { VISIT } from '@vendor-portal/contract/messages';
import { signatureFields, type SignatureFormOut, type SignatureFormValues } from '@vendor-portal/contract/visit';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { sendSignature } from '../../lib/api/visit-extras.ts';
import { errorText } from '../../lib/errors/error-text.ts';

// docs/features.md "The visit": the customer signs on the technician's phone with a finger, beside the signer's
// name. signature_pad (decision 035) draws smooth strokes from pointer events and writes the PNG; this chunk is
// loaded only when the step opens, so the job's page keeps its budget (scripts/check-budgets.mjs).

/** A canvas drawn at the screen's pixel density, so the strokes are sharp; the PNG keeps that resolution. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const strokes = pad.toData();
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(strokes);
}

const pngOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(VISIT.signatureFailed))), 'image/png'),
  );

export default function SignatureStep({
  appointmentId,
  signer = '',
  onSaved,
  onCancel,
}: {
  appointmentId: number;
  /** The signer's name to start from: the customer's (issue 54 item 15), still editable. */
  signer?: string;
  onSaved: () => Promise<unknown> | void;
  onCancel: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, { penColor: '#111827' });
    padRef.current = pad;
    fitCanvas(canvas, pad);
    const resize = () => fitCanvas(canvas, pad);
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const form = useContractForm<SignatureFormValues, SignatureFormOut>({
    schema: signatureFields,
    defaultValues: { name: signer },
    submit: async ({ name }) => {
      const pad = padRef.current;
      if (!pad || pad.isEmpty()) throw new Error(VISIT.signatureEmpty);
      await sendSignature(appointmentId, await pngOf(canvasRef.current!), name);
      await onSaved();
      return VISIT.signatureSaved;
    },
    failure: (err) => errorText(err, { fallback: VISIT.signatureFailed }),
  });

  return (
    <Form form={form} className="flex flex-col gap-3" aria-label={VISIT.signatureHeading}>
      <p className="text-sm text-gray-700">{VISIT.signatureHint}</p>
      <div className="flex flex-col gap-1">
        <span id={`signature-pad-${appointmentId}`} className="text-sm font-medium text-gray-900">
          {VISIT.signaturePadLabel}
        </span>
        <canvas
          ref={canvasRef}
          role="img"
          aria-labelledby={`signature-pad-${appointmentId}`}
          className="h-48 w-full touch-none rounded-lg border border-gray-300 bg-white"
        />
      </div>
      <TextField
        label={VISIT.signatureNameLabel}
        autoComplete="name"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.busy}>
          {VISIT.signatureSave}
        </Button>
        <Button type="button" variant="secondary" disabled={form.busy} onClick={() => padRef.current?.clear()}>
          {VISIT.signatureClear}
        </Button>
        <Button type="button" variant="ghost" disabled={form.busy} onClick={onCancel}>
          {VISIT.cancel}
        </Button>
      </div>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}
