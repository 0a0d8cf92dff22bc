// Texts of actions on every page (ours; docs/product-spec.md is silent on them). Small on purpose:
// the client api layer (first load) reads the network text.
import { defineMessages } from '../i18n.ts';

export const ACTIONS = defineMessages('actions', {
  // docs/product-spec.md §8 Loads (moved from APPOINTMENTS, issue 46: every page's first load reads it).
  requestFailed: 'Request failed with status {code}',
  // A request that never reached the server (offline, server down, connection cut).
  networkUnreachable: 'We could not reach the server. Check your connection and try again.',
  // Add Note while the server cannot be reached: the note waits on this device (the offline outbox).
  noteKeptOnDevice:
    'We could not reach the server. Your note is kept on this device and will be sent when the connection is back.',
  confirmDeleteNote: 'Delete this note? This cannot be undone.',
  // An Idempotency-Key sent again with another request.
  idempotencyKeyReused: 'This request key was already used for a different request.',
  idempotencyKeyInFlight: 'The same request is still being processed. Please try again in a moment.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 64 letters, digits, "-" or "_".',
});
