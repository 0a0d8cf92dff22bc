// The SERVICES texts of SPEC.md; see ../messages.ts.

export const SERVICES = {
  loading: 'Loading services...',
  empty: 'No services added yet.',
  cannotBeEdited: '(Cannot be edited)',
  selectPlaceholder: '-- Select a Service --',
  zipDuplicate: (zip: string) => `Zip code ${zip} is already added.`,
  zipInvalid: (zip: string) => `Invalid zip code: ${zip}. Must be 5 digits.`,
  selectService: 'Please select a service.',
  atLeastOneZip: 'At least one Zip Code must be added.',
  cannotRemoveLastZip: 'Service must have at least one zip code. Delete the service instead if needed.',
  loadFailed: 'Failed to load services.',
  refreshFailed: 'Failed to refresh service list after update.',
  productsLoadFailed: 'Failed to load available products. Please try again.',
  addZipsFailed: (n: number) => `Failed to add ${n} zip code(s).`,
  updateZipsFailed: (n: number) => `Failed to update ${n} zip code(s).`,
  saveFailed: 'Failed to save service.',
  saveChangesFailed: 'Failed to save service changes.',
  deleteFailed: 'Failed to delete service.',
  missingInternalId: (title: string) => `Cannot edit "${title}" - missing internal ID.`,
  // Ours: server answers.
  alreadyOffered: 'You already offer this service.',
  productNotFound: 'This service is not available.',
  zipAlreadyServed: 'This zip code is already added to the service.',
  zipFormat: 'Zip codes must be exactly 5 digits.',
  serviceNotFound: 'Service not found.',
  zipNotFound: 'This zip code is not on the service.',
} as const;
