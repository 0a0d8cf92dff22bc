import { CircleCheck } from 'lucide-react';
import { ONBOARDING } from '@vendor-portal/contract/messages';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';

// docs/product-spec.md §2 Complete: the team reviews what was submitted; the button resets the draft and goes to /.
export function CompleteStep({ onFinish }: { onFinish: () => void }) {
  return (
    <Card>
      <CardBody className="flex flex-col items-center gap-4 py-10 text-center">
        <CircleCheck aria-hidden="true" className="size-14 text-brand-700" />
        <h2 className="text-xl font-semibold text-gray-900">{ONBOARDING.completeTitle}</h2>
        <p className="max-w-md text-gray-700">{ONBOARDING.completeMessage}</p>
        <Button onClick={onFinish}>{ONBOARDING.goToDashboard}</Button>
      </CardBody>
    </Card>
  );
}
