import type { Language } from '@vendor-portal/contract/i18n';

/** Each language by its own name, so that a reader finds its own (not translated on purpose; issue 46). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };
