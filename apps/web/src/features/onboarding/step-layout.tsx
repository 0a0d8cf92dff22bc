import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { ONBOARDING } from '@vendor-portal/contract/messages';
import { Form } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ErrorText } from '../../components/ui/alert.tsx';

// The frame every wizard step shares: a card with the step's title, its form, the save error and
// the Back / save buttons (docs/product-spec.md §2: Back buttons go to the previous step).
export function StepForm({
  title,
  subtitle,
  onSubmit,
  onBack,
  submitLabel = ONBOARDING.saveAndContinue,
  busy,
  error,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** The step's save (a contract form's onSubmit, or the step's own handler). */
  onSubmit: () => Promise<void> | void;
  onBack?: () => void;
  submitLabel?: string;
  busy: boolean;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} subtitle={subtitle} />
      <CardBody>
        <Form form={{ onSubmit }} className="flex flex-col gap-5">
          {children}
          <ErrorText>{error}</ErrorText>
          <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:justify-between">
            {onBack ? (
              <Button variant="secondary" onClick={onBack} disabled={busy}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                {ONBOARDING.back}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" busy={busy}>
              {submitLabel}
            </Button>
          </div>
        </Form>
      </CardBody>
    </Card>
  );
}
