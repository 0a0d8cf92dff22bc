// The navigations the service worker leaves to the server (vite.config.ts, workbox's navigateFallbackDenylist): every
// other page of the portal is the SPA's shell, served from the precache offline. The API and identity routes, the
// calendar feed, and /approve and /job, the customer's own pages (its own HTML, painted in the customer's language by the
// server: a technician's phone that has the portal installed must still open a customer's link as the customer's
// page, not the portal's).
export const SERVER_NAVIGATIONS: RegExp[] = [
  /^\/(api|auth|calendar)([/?]|$)/,
  /^\/approve([/?]|$)/,
  /^\/job([/?]|$)/,
  /^\/healthz$/,
  /^\/manifest\.webmanifest$/,
];
