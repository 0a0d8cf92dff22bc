// docs/product-spec.md §2: rendered agreement links allow only http, https, irc, ircs, mailto and xmpp. A URL
// without a protocol (relative, #anchor) has none to refuse; any other protocol becomes empty.
const ALLOWED = /^(https?|ircs?|mailto|xmpp)$/i;

export function agreementUrlTransform(url: string): string {
  const colon = url.indexOf(':');
  const questionMark = url.indexOf('?');
  const numberSign = url.indexOf('#');
  const slash = url.indexOf('/');
  const hasProtocol =
    colon !== -1 &&
    (slash === -1 || colon < slash) &&
    (questionMark === -1 || colon < questionMark) &&
    (numberSign === -1 || colon < numberSign);
  if (!hasProtocol || ALLOWED.test(url.slice(0, colon))) return url;
  return '';
}

/**
 * True when a link leaves the portal: it names a protocol, or starts with `//` (or `/\`, which
 * browsers read the same way), so it points at another host. Such links open beside the overlay
 * without giving the other page a handle on ours.
 */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || /^[/\\]{2}/.test(url.trim());
}
