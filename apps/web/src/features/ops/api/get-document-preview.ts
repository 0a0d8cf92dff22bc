// A document's bytes through its signed link (GET mediaUrl), typed as a PDF here: the link's own
// answer carries a sandboxing CSP that can keep a browser's PDF viewer out of a frame
// (packages/contract/src/ops/staff.ts, opsVendorFileSchema.mediaUrl). Not through lib/api/api-client.ts:
// the link is signed, carries no token, and answers bytes rather than JSON.

export async function fetchPdfPreview(mediaUrl: string): Promise<Blob> {
  const res = await fetch(mediaUrl);
  if (!res.ok) throw new Error(`preview ${res.status}`);
  return new Blob([await res.arrayBuffer()], { type: 'application/pdf' });
}
