import { z } from 'zod';

// docs/architecture.md "Phone and calendar": GET / POST / DELETE /api/calendarFeed. The secret is
// stored hashed, so only POST (a new secret each time) can answer the address.
export const calendarFeedStatusSchema = z.object({
  feed: z.object({ createdAt: z.string() }).nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

export const calendarFeedCreatedSchema = z.object({ url: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
