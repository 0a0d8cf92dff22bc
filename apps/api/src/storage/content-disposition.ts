/**
 * `inline` with a name the browser can show: an ASCII fallback plus the RFC 5987 UTF-8 form, so a
 * title with quotes, slashes or accents can neither break the header nor name a path.
 */
export function inlineContentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\/;%]/g, '_');
  // RFC 5987 attr-chars: encodeURIComponent leaves ' ( ) * ! unencoded, the header may not.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
