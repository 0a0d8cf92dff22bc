import { z } from 'zod';
import { ALLOWED_TIME_ZONES, WEEK_DAYS, bodyIdSchema, idSchema, normalizeTime } from './common.ts';
import { HOURS, SERVICES } from './messages.ts';
import { zipCodeSchema } from './fields.ts';
import { closesAfterOpen, timesSetTogether } from './hours-rules.ts';

// docs/product-spec.md §3 VendorProduct and Zip-code record.
export const createVendorProductBody = z.object({ productId: bodyIdSchema });
export const vendorProductCreated = z.object({ id: z.number().int(), productId: z.number().int() });
export const zipCodeRecordSchema = z.object({
  vendorProductId: z.number().int(),
  productId: z.number().int(),
  productTitle: z.string(),
  zipCodes: z.array(z.string()).default([]),
});
export type ZipCodeRecord = z.infer<typeof zipCodeRecordSchema>;
export const zipCodeValue = zipCodeSchema();
export const addZipCodeBody = z.object({ vendorProductId: bodyIdSchema, zipCode: zipCodeValue });
export const deleteZipCodeQuery = z.object({ zipcode: zipCodeValue, vendorProductId: idSchema });

// docs/product-spec.md §3 VendorHours. Times arrive as HH:MM or HH:MM:SS and are stored as HH:MM.
// Missing or null means empty (a closed day).
const timeValue = z
  .string()
  .nullish()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || normalizeTime(v) !== '', { error: HOURS.invalidTime })
  .transform((v) => normalizeTime(v));
export const vendorHoursBody = z
  .object({
    weekDay: z.enum(WEEK_DAYS, { error: HOURS.invalidWeekDay }),
    openTime: timeValue,
    closeTime: timeValue,
    timeZone: z.enum(ALLOWED_TIME_ZONES, { error: HOURS.invalidTimeZone }),
  })
  .refine((v) => timesSetTogether(v.openTime, v.closeTime), { error: HOURS.bothOrNeitherPlain, path: ['closeTime'] })
  .refine((v) => v.openTime === '' || closesAfterOpen(v.openTime, v.closeTime), {
    error: HOURS.closeAfterOpenPlain,
    path: ['closeTime'],
  });
export type VendorHoursBody = z.infer<typeof vendorHoursBody>;
export const vendorHoursSchema = z.object({
  id: z.number().int(),
  weekDay: z.enum(WEEK_DAYS),
  openTime: z.string(),
  closeTime: z.string(),
  timeZone: z.string(),
});
export type VendorHours = z.infer<typeof vendorHoursSchema>;

export { SERVICES };
