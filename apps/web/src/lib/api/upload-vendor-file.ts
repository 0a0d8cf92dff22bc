import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';
import { vendorFilesQueryOptions } from './get-vendor-files.ts';

// POST /vendorFiles (docs/product-spec.md §7): multipart file, fileLabel, title.

export interface UploadInput {
  file: File | Blob;
  fileLabel: string;
  title: string;
  fileName?: string;
}

export function uploadVendorFile(input: UploadInput) {
  const form = new FormData();
  // Text fields first: the server reads them before it streams the file.
  form.append('fileLabel', input.fileLabel);
  form.append('title', input.title);
  form.append('file', input.file, input.fileName ?? (input.file instanceof File ? input.file.name : 'upload'));
  return call(paths.postVendorFiles, { formData: form });
}

export function useUploadVendorFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVendorFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorFilesQueryOptions().queryKey }),
  });
}
