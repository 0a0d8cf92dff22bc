// The GENERAL texts of docs/product-spec.md; see ../messages.ts.
import { defineMessages } from '../i18n.ts';

export const GENERAL = defineMessages('general', {
  notFoundTitle: 'Oops! Page Not Found.',
  goBackHome: 'Go Back Home',
  // Ours: the bar at the top while a page's chunk is loading.
  pageLoading: 'Loading the page',
  // Ours: generic server answers.
  notFound: 'Not found.',
  badRequest: 'The request is not valid.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  conflict: 'The request conflicts with the current state.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This content type is not supported.',
  vendorNotFound: 'Vendor not found.',
  vendorNotOnboarded: 'Vendor not found. Complete onboarding first.',
  opsTokenRequired: 'A valid ops token is required.',
  opsDisabled: 'The ops API is disabled (OPS_TOKEN is not set).',
  // Ours: a page that cannot load (its chunk is gone after an update, or the network dropped).
  pageLoadFailedTitle: 'This page could not be loaded.',
  pageLoadFailedText: 'Check your connection, then reload the page.',
  reloadPage: 'Reload',
  // docs/product-spec.md §2 /about, and texts of the shared layout and components.
  aboutTitle: 'About Page',
  skipToContent: 'Skip to content',
  mainMenuLabel: 'Main',
  confirmTitle: 'Please confirm',
  cancel: 'Cancel',
  delete: 'Delete',
  removeItem: 'Remove {item}',
  // Ours (issue 46): the language switch of the public pages.
  languageLabel: 'Language',
  // Ours (issue 46): Account's language card.
  languageHint: 'Your pages, mails and alerts are in this language, on every device.',
  // Ours: beside the label of a field that may stay empty (components/ui/field.tsx).
  optionalField: '(optional)',
});
