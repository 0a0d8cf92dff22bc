/**
 * A Content-Disposition with a name the browser can show: an ASCII fallback plus the RFC 5987 UTF-8
 * form, so a title with quotes, slashes or accents can neither break the header nor name a path.
 */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\/;%]/g, '_');
  // RFC 5987 attr-chars: encodeURIComponent leaves ' ( ) * ! unencoded, the header may not.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Shown in the browser's tab (a document, a photo), saved under this name. */
export const inlineContentDisposition = (fileName: string) => contentDisposition('inline', fileName);

/** Saved, never shown (a CSV export): issue 38 item 4, every served file says which. */
export const attachmentContentDisposition = (fileName: string) => contentDisposition('attachment', fileName);
