// Times of the working day as a vendor reads them: in the property's zone, "9:12 AM".

const formats = new Map<string, Intl.DateTimeFormat>();

/** "9:12 AM" in `timeZone` (the browser's when unknown); with `zone`, "9:12 AM MST". */
export function timeIn(at: Date | string, timeZone: string | undefined, zone = false): string {
  const key = `${timeZone ?? ''}|${zone}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      ...(timeZone ? { timeZone } : {}),
      ...(zone ? { timeZoneName: 'short' } : {}),
    });
    formats.set(key, f);
  }
  return f.format(typeof at === 'string' ? new Date(at) : at);
}
