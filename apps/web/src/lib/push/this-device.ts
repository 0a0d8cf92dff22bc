import { readJson, removeKey, writeJson } from '../browser/storage.ts';
import { deletePushSubscription, type PushScope } from '../api/delete-push-subscription.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": this browser's own subscription. Account turns it on;
// signing out ends it (the server forgets the device, the browser drops the subscription), so a shared phone
// stops getting a member's alerts once the member signs out.

/** Which of the member's devices is this one: the id the server answered when it subscribed. */
export const PUSH_DEVICE_KEY = 'pushDeviceId';

export type PushAvailability = 'available' | 'ios-home-screen' | 'private-window' | 'unsupported';

const isIos = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Whether this browser can receive alerts; an iPhone or iPad only from the portal added to the Home Screen. A
 * browser that has the Push API but no service worker is a private window (Firefox's: issue 54 item 18), which
 * says so rather than "cannot receive alerts".
 */
export function pushAvailability(): PushAvailability {
  const pushApi = typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
  if (isIos() && !isStandalone()) return 'ios-home-screen';
  if (pushApi && !navigator.serviceWorker) return 'private-window';
  return pushApi && 'serviceWorker' in navigator ? 'available' : 'unsupported';
}

/** Whose device it is: a member's (Account) or a staff member's (the console); a member's when not written. */
export const PUSH_DEVICE_SCOPE_KEY = 'pushDeviceScope';

export const thisDeviceId = (): number | null => readJson<number>(PUSH_DEVICE_KEY);
export const thisDeviceScope = (): PushScope => readJson<PushScope>(PUSH_DEVICE_SCOPE_KEY) ?? 'member';
export const rememberThisDevice = (id: number, scope: PushScope = 'member') => {
  writeJson(PUSH_DEVICE_KEY, id);
  writeJson(PUSH_DEVICE_SCOPE_KEY, scope);
};
export const forgetThisDevice = () => {
  removeKey(PUSH_DEVICE_KEY);
  removeKey(PUSH_DEVICE_SCOPE_KEY);
};

/** The browser's own subscription, if any (none without a service worker). */
async function browserSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission (only ever after the member's tap) and subscribes with the server's key: the browser's
 * PushSubscription as JSON, or the permission the member gave when it is not `granted`.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON | NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  return subscription.toJSON();
}

/** Ends this device's alerts: the server's row (while the token still works) and the browser's subscription. */
export async function endThisDevice(): Promise<void> {
  const id = thisDeviceId();
  const scope = thisDeviceScope();
  forgetThisDevice();
  try {
    if (id !== null) await deletePushSubscription(id, scope);
  } catch {
    // Already gone (404) or offline: the push service's 410 ends the row once the browser has unsubscribed.
  }
  try {
    await (await browserSubscription())?.unsubscribe();
  } catch {
    /* nothing more to end */
  }
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A device's browser as a person names it, from its user agent. */
export function browserName(userAgent: string): string | null {
  const os = /iPhone|iPad/.test(userAgent)
    ? 'iPhone'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'Mac'
          : /Linux|CrOS/.test(userAgent)
            ? 'Linux'
            : null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  if (!browser) return os;
  return os ? `${browser} on ${os}` : browser;
}
