// docs/architecture.md "The working day": a claimed job may be handed back until 24 hours before it starts.
// One rule for the server (which refuses with 409 release-too-late) and the portal (which then offers no button).

/** How long before its start a job can still be released. */
export const RELEASE_NOTICE_MS = 24 * 3_600_000;

/** Whether a job starting at `start` may still be released at `now`: 24 hours or more ahead. */
export const releasable = (start: Date, now: Date): boolean => start.getTime() - now.getTime() >= RELEASE_NOTICE_MS;
