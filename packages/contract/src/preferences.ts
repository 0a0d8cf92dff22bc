import { z } from 'zod';
import { LANGUAGES } from './i18n.ts';

// docs/architecture.md "Languages" (issue 46): each member's own language, `en` (default) or `es`.
// GET / PATCH /api/preferences {language}. Fixed contract: outside clients rely on it.

export const languageSchema = z.enum(LANGUAGES, {
  error: `The language must be one of: ${LANGUAGES.join(', ')}.`,
});

export const preferencesSchema = z.object({ language: languageSchema });
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesPatchSchema = z.object({ language: languageSchema }).strict();
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
