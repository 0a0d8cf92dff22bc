// Which of the member's devices this browser is: the id the server answered when it subscribed (lib/push/this-device.ts).
// Its own module so that signing out can ask whether there is one without loading the push code.
export const PUSH_DEVICE_KEY = 'pushDeviceId';
