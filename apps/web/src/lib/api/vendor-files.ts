import type { VendorFile } from '@vendor-portal/contract/files';
import { api, apiRequest, unwrapList } from '../api-client.ts';

// SPEC §7: /vendorFiles. Used by Account and by onboarding's Documents step.

/** GET /vendorFiles answered something that is neither a list nor {data: list} (SPEC §8). */
export class UnexpectedFilesFormatError extends Error {}

export async function fetchVendorFiles(): Promise<VendorFile[]> {
  const list = unwrapList<VendorFile>(await api.get<unknown>('/vendorFiles'));
  if (!list) throw new UnexpectedFilesFormatError('Unexpected /vendorFiles answer');
  return list;
}

export function uploadVendorFile(input: { file: File | Blob; fileLabel: string; title: string; fileName?: string }) {
  const form = new FormData();
  // Text fields first: the server reads them before it streams the file.
  form.append('fileLabel', input.fileLabel);
  form.append('title', input.title);
  form.append('file', input.file, input.fileName ?? (input.file instanceof File ? input.file.name : 'upload'));
  return apiRequest<VendorFile>('/vendorFiles', { method: 'POST', formData: form });
}

export const deleteVendorFile = (id: number) => api.delete<void>(`/vendorFiles/${id}`);
