import { useState } from 'react';
import { BellRing, Trash2 } from 'lucide-react';
import { PUSH } from '@vendor-portal/contract/messages';
import type { PushSubscriptionBody } from '@vendor-portal/contract/push';
import { useAction, FormOutcome } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { useMay } from '../../lib/roles/role-access.ts';
import type { PushScope } from '../../lib/api/delete-push-subscription.ts';
import { browserTimeZone, formatDateIn } from '../../lib/dates/dates.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import {
  browserName,
  endThisDevice,
  pushAvailability,
  rememberThisDevice,
  subscribeThisDevice,
  thisDeviceId,
} from '../../lib/push/this-device.ts';
import {
  fetchPushKey,
  useCreatePushSubscription,
  useDeletePushSubscription,
  usePushSubscriptions,
} from './api/push-subscriptions.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": Account → Alerts on this device. One tap turns them on
// (the browser asks for permission then, never on load, docs/ui.md); a device that cannot says why and what to do;
// every device of the member is listed with its browser and the day it was added, and can be removed. The
// provider's staff get the same card in the console (StaffPushCard): their own devices, under /ops/push.
export function PushCard() {
  // A member who does not claim hears of no new job (issue 54 item 18): its card offers only its own jobs' changes.
  const claims = useMay('claim');
  return (
    <PushDevices scope="member" timeZone={useVendorTimeZone()} intro={claims ? PUSH.cardIntro : PUSH.cardIntroCrew} />
  );
}

/** The console's card: a staff member's devices hear of jobs still unclaimed near their start. */
export function StaffPushCard() {
  return <PushDevices scope="staff" timeZone={browserTimeZone()} intro={PUSH.staffCardIntro} />;
}

function PushDevices({ scope, timeZone, intro }: { scope: PushScope; timeZone: string | undefined; intro: string }) {
  const devices = usePushSubscriptions(scope);
  const create = useCreatePushSubscription(scope);
  const remove = useDeletePushSubscription(scope);
  const availability = pushAvailability();
  const [permission, setPermission] = useState(() =>
    availability === 'available' ? Notification.permission : 'default',
  );
  const [thisDevice, setThisDevice] = useState(thisDeviceId);
  const turnOn = useAction({
    run: async () => {
      const { publicKey } = await fetchPushKey(scope);
      const subscription = await subscribeThisDevice(publicKey);
      if (typeof subscription === 'string') {
        setPermission(subscription);
        return;
      }
      const { id } = await create.mutateAsync(subscription as PushSubscriptionBody);
      rememberThisDevice(id, scope);
      setThisDevice(id);
    },
    // The browser's own refusals (DOMException: a private window's, a push service's) say nothing a member can act
    // on: the card says what to do instead (issue 54 item 18); anything else is worth another try.
    failure: (err) =>
      err instanceof ApiError
        ? errorText(err, { fallback: PUSH.turnOnFailed })
        : err instanceof DOMException && (err.name === 'NotAllowedError' || err.name === 'AbortError')
          ? PUSH.refused
          : PUSH.turnOnFailed,
  });
  const removeDevice = useAction({
    run: async (id: number) => {
      if (id === thisDevice) {
        await endThisDevice();
        setThisDevice(null);
      } else await remove.mutateAsync(id);
      await devices.refetch();
    },
    failure: (err) => (err instanceof ApiError ? errorText(err, { fallback: PUSH.removeFailed }) : PUSH.removeFailed),
  });

  const listed = devices.data?.data ?? [];
  const subscribedHere = thisDevice !== null && listed.some((d) => d.id === thisDevice);

  let state;
  if (availability === 'ios-home-screen') state = <Alert tone="info">{PUSH.iosHomeScreen}</Alert>;
  else if (availability === 'private-window') state = <Alert tone="info">{PUSH.privateWindow}</Alert>;
  else if (availability === 'unsupported') state = <Alert tone="info">{PUSH.unsupported}</Alert>;
  else if (permission === 'denied') state = <Alert tone="warning">{PUSH.denied}</Alert>;
  else if (subscribedHere) state = <Alert tone="success">{PUSH.turnedOn}</Alert>;
  else
    state = (
      <div>
        <Button onClick={() => void turnOn.run()} busy={turnOn.busy} disabled={devices.isPending}>
          <BellRing aria-hidden="true" className="size-4" />
          {turnOn.busy ? PUSH.turningOn : PUSH.turnOn}
        </Button>
      </div>
    );

  return (
    <Card aria-labelledby="push-title">
      <CardHeader title={<span id="push-title">{PUSH.cardTitle}</span>} subtitle={intro} />
      <CardBody className="flex flex-col gap-3">
        {state}
        <FormOutcome outcome={turnOn.outcome} />
        <h3 className="text-sm font-semibold text-gray-900">{PUSH.devicesTitle}</h3>
        {devices.isPending ? (
          <LoadingState text={PUSH.devicesTitle} />
        ) : listed.length === 0 ? (
          <p className="text-sm text-gray-700">{PUSH.noDevices}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-200">
            {listed.map((device) => {
              const name = browserName(device.userAgent) ?? PUSH.unknownBrowser;
              return (
                <li key={device.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
                      {name}
                      {device.id === thisDevice ? <Badge tone="info">{PUSH.thisDevice}</Badge> : null}
                    </p>
                    <p className="text-sm text-gray-600">
                      {PUSH.addedOn(formatDateIn(device.createdAt, timeZone, 'date'))}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    aria-label={PUSH.removeLabel(name)}
                    onClick={() => void removeDevice.run(device.id)}
                    disabled={removeDevice.busy}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {PUSH.remove}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <FormOutcome outcome={removeDevice.outcome} />
      </CardBody>
    </Card>
  );
}
