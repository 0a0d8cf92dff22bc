import { useMutation } from '@tanstack/react-query';
import { api } from './api-client.ts';

// The calls that change the vendor's services (docs/product-spec.md §7): POST/DELETE /vendorProduct and
// POST/DELETE /zipcode. Callers refetch servicesQueryOptions (get-services.ts) afterwards.

export const addVendorProduct = (productId: number) =>
  api.post<{ id: number; productId: number }>('/vendorProduct', { productId }, { idempotent: true });
export const deleteVendorProduct = (id: number) => api.delete<void>(`/vendorProduct/${id}`);
export const addZipCode = (vendorProductId: number, zipCode: string) =>
  api.post<void>('/zipcode', { vendorProductId, zipCode }, { idempotent: true });
export const deleteZipCode = (zipcode: string, vendorProductId: number) =>
  api.delete<void>('/zipcode', { query: { zipcode, vendorProductId } });

// The services form's hooks; it sends several zips at once and refetches when all are answered.
export const useAddVendorProduct = () => useMutation({ mutationFn: addVendorProduct });
export const useDeleteVendorProduct = () => useMutation({ mutationFn: deleteVendorProduct });
export const useAddZipCode = () =>
  useMutation({
    mutationFn: ({ vendorProductId, zipCode }: { vendorProductId: number; zipCode: string }) =>
      addZipCode(vendorProductId, zipCode),
  });
export const useDeleteZipCode = () =>
  useMutation({
    mutationFn: ({ vendorProductId, zipCode }: { vendorProductId: number; zipCode: string }) =>
      deleteZipCode(zipCode, vendorProductId),
  });
