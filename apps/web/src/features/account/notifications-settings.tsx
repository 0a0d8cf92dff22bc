import { LIVE } from '@vendor-portal/contract/messages';
import type { NotificationSettingsPatch } from '@vendor-portal/contract/live';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/field.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { useNotificationSettings, useUpdateNotificationSettings } from './api/notification-settings.ts';
import { QuietHoursSetting } from './quiet-hours-setting.tsx';

// docs/architecture.md "Live events and alerts", "Alerts on the phone": which new-job alerts come by email, the
// signed-in member's own choice. Each box saves on its own when changed. Only what applies to the member's role:
// a technician gets no new-job alerts and sees what reaches it instead. The push choices apply to every device
// the member turned alerts on for (Account, Alerts on this device).
export default function NotificationsSettings() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const change = (patch: NotificationSettingsPatch) => update.mutate(patch);
  const data = settings.data;
  return (
    <Card aria-labelledby="notifications-title">
      <CardHeader title={<span id="notifications-title">{LIVE.notificationsTitle}</span>} />
      <CardBody className="flex flex-col gap-3">
        {settings.error ? <Alert>{errorText(settings.error, { fallback: LIVE.settingsFailed })}</Alert> : null}
        {!data && !settings.error ? <LoadingState text={LIVE.notificationsTitle} /> : null}
        {/* The server's answer decides by role: a technician's has no new-job settings, so it sees none. */}
        {data && data.emailNewJobs !== undefined ? (
          <>
            <p className="text-sm text-gray-700">{LIVE.notificationsOwnChoice}</p>
            <Checkbox
              label={LIVE.emailNewJobs}
              checked={data.emailNewJobs}
              disabled={update.isPending}
              onChange={(e) => change({ emailNewJobs: e.target.checked })}
            />
            {data.pushNewJobs !== undefined ? (
              <>
                <Checkbox
                  label={LIVE.pushNewJobs}
                  checked={data.pushNewJobs}
                  disabled={update.isPending}
                  onChange={(e) => change({ pushNewJobs: e.target.checked })}
                />
                <QuietHoursSetting settings={data} busy={update.isPending} change={change} />
              </>
            ) : null}
            <Checkbox
              label={LIVE.onlyDuringBusinessHours}
              checked={data.onlyDuringBusinessHours ?? false}
              // It holds back new-job alerts by mail and push alike: it matters while either is on.
              disabled={update.isPending || !(data.emailNewJobs || data.pushNewJobs)}
              aria-describedby="business-hours-hint"
              onChange={(e) => change({ onlyDuringBusinessHours: e.target.checked })}
            />
            <p id="business-hours-hint" className="text-sm text-gray-700">
              {LIVE.onlyDuringBusinessHoursHint}
            </p>
          </>
        ) : data ? (
          <p className="text-sm text-gray-700">{LIVE.technicianNotifications}</p>
        ) : null}
        {data && data.pushAssignments !== undefined ? (
          <>
            <Checkbox
              label={LIVE.pushAssignments}
              checked={data.pushAssignments}
              disabled={update.isPending}
              onChange={(e) => change({ pushAssignments: e.target.checked })}
            />
            <Checkbox
              label={LIVE.pushChanges}
              checked={data.pushChanges}
              disabled={update.isPending}
              onChange={(e) => change({ pushChanges: e.target.checked })}
            />
          </>
        ) : null}
        {update.isSuccess ? <Alert tone="success">{LIVE.settingsSaved}</Alert> : null}
        {update.error ? <Alert>{LIVE.settingsFailed}</Alert> : null}
      </CardBody>
    </Card>
  );
}
