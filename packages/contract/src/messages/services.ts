// The SERVICES texts of docs/product-spec.md; see ../messages.ts. A catalogue (issue 46): Spanish in
// ./es/services.ts.
import { defineMessages } from '../i18n.ts';

export const SERVICES = defineMessages('services', {
  loading: 'Loading services...',
  empty: 'No services added yet.',
  // Issue 28: offline, with nothing saved on this device for the page, never the empty state above.
  needsConnection:
    'Services & Hours needs a connection: your services and hours have not been saved on this device yet. Open this page again once you are online.',
  // Issue 28 item 6: offline, with services and hours saved on this device, the page shows them read-only.
  offlineReadOnly: 'You are offline: these are your saved services and hours, read-only. Changes need a connection.',
  cannotBeEdited: '(Cannot be edited)',
  selectPlaceholder: '-- Select a Service --',
  zipDuplicate: 'Zip code {zip} is already added.',
  zipInvalid: 'Invalid zip code: {zip}. Must be 5 digits.',
  selectService: 'Please select a service.',
  atLeastOneZip: 'At least one Zip Code must be added.',
  cannotRemoveLastZip: 'Service must have at least one zip code. Delete the service instead if needed.',
  loadFailed: 'Failed to load services.',
  refreshFailed: 'Failed to refresh service list after update.',
  productsLoadFailed: 'Failed to load available products. Please try again.',
  addZipsFailed: 'Failed to add {n} zip code(s).',
  updateZipsFailed: 'Failed to update {n} zip code(s).',
  saveFailed: 'Failed to save service.',
  saveChangesFailed: 'Failed to save service changes.',
  deleteFailed: 'Failed to delete service.',
  missingInternalId: 'Cannot edit "{title}" - missing internal ID.',
  // Ours: server answers.
  alreadyOffered: 'You already offer this service.',
  productNotFound: 'This service is not available.',
  zipAlreadyServed: 'This zip code is already added to the service.',
  zipFormat: 'Zip codes must be exactly 5 digits.',
  serviceNotFound: 'Service not found.',
  zipNotFound: 'This zip code is not on the service.',
  // docs/product-spec.md §2 Services & Hours, left panel: headings, labels and actions. The term is "Zip Code" in
  // labels (as the SPEC's Account label) and "zip code" inside sentences.
  pageTitle: 'Services & Hours',
  listTitle: 'Provided Services',
  addTitle: 'Add Service',
  editTitle: 'Edit Service',
  addService: 'Add Service',
  serviceLabel: 'Service',
  zipCodesLabel: 'Zip Codes',
  zipPlaceholder: 'e.g. 80202, or paste a list',
  addZip: 'Add',
  zipChipsLabel: 'Added Zip Codes',
  saveNew: 'Save New Service',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  deleteService: 'Delete Service',
  // Ours: deleting a service takes its zip codes with it, so it asks first.
  confirmDeleteService: 'Delete {service} and its {zips} zip code(s)? Jobs for it will no longer be offered to you.',
});
