import { TEAM } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/field.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { useTeamSettings, useUpdateTeamSettings } from './api/team-settings.ts';

// docs/architecture.md "Money that is fair": the owner chooses whether the office and technicians see pay
// (off by default; the server then leaves pay out of every answer to them). The box saves when changed.
export function CrewPayCard() {
  const settings = useTeamSettings();
  const update = useUpdateTeamSettings();
  return (
    <Card aria-labelledby="crew-pay-title">
      <CardHeader title={<span id="crew-pay-title">{TEAM.crewPayTitle}</span>} />
      <CardBody className="flex flex-col gap-2">
        {settings.error ? <Alert>{errorText(settings.error, { fallback: TEAM.crewPayLoadFailed })}</Alert> : null}
        {settings.isPending ? <LoadingState text={TEAM.crewPayTitle} /> : null}
        {settings.data ? (
          <Checkbox
            label={TEAM.crewPayLabel}
            checked={settings.data.crewSeesPay}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ crewSeesPay: e.target.checked })}
          />
        ) : null}
        <p className="text-sm text-gray-700">{TEAM.crewPayHint}</p>
        {update.error ? <Alert>{errorText(update.error, { fallback: TEAM.crewPayFailed })}</Alert> : null}
      </CardBody>
    </Card>
  );
}
