import { useMutation } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';

// The calls that change the vendor's services (docs/product-spec.md §7): POST/DELETE /vendorProduct and
// POST/DELETE /zipcode. Callers refetch servicesQueryOptions (get-services.ts) afterwards.

export const addVendorProduct = (productId: number) => call(paths.postVendorProduct, { body: { productId } });
const deleteVendorProduct = (id: number) => call(paths.deleteVendorProductById, { params: { id } });
export const addZipCode = (vendorProductId: number, zipCode: string) =>
  call(paths.postZipcode, { body: { vendorProductId, zipCode } });
const deleteZipCode = (zipcode: string, vendorProductId: number) =>
  call(paths.deleteZipcode, { query: { zipcode, vendorProductId } });

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
