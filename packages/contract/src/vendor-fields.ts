import { z } from 'zod';
import { PHONE_FORMAT_PATTERN, VENDOR_MAX_LENGTH, ZIP_CODE_PATTERN, ZIP_PLUS4_PATTERN } from './field-rules.ts';

// The vendor's fields as small named schemas (the predicates live in field-rules.ts). The
// registration (auth.ts), onboarding (onboarding.ts), profile and server (vendor.ts) schemas
// compose them, each passing the message its SPEC section gives.

/** A trimmed text that is at least `min` characters long. */
export const requiredTextSchema = (error: string, min = 1) => z.string().trim().min(min, { error });

/** A trimmed text that fits its database column. */
export const storedTextSchema = (max: number) => z.string().trim().max(max);

/** An address, trimmed and lower-cased, that fits the column. */
export const emailSchema = (error: string) =>
  z.string().trim().toLowerCase().max(VENDOR_MAX_LENGTH.email, { error }).pipe(z.email({ error }));

/** A 5-digit zip code (a service's zips, a property). */
export const zipCodeSchema = (error: string) => z.string().trim().regex(ZIP_CODE_PATTERN, { error });

/** A business zip: 5 digits, optionally -4 digits. */
export const businessZipSchema = (error: string) => z.string().trim().regex(ZIP_PLUS4_PATTERN, { error });

/** A phone already formatted as (XXX) XXX-XXXX. */
export const formattedPhoneSchema = (error: string) => z.string().trim().regex(PHONE_FORMAT_PATTERN, { error });
