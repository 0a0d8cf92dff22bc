import { currentLanguage, isLanguage, type Language } from '@vendor-portal/contract/i18n';
import { LANGUAGE_KEY, switchLanguage } from './language.ts';

// Issue 46: a language chosen on this device (the public switch, the member's own), apart from language.ts so that
// the first load carries only what starts a visit in its language (scripts/check-budgets.mjs).

/** A choice: this device keeps it, and the pages turn to it at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage disabled: the choice holds for this visit
  }
  await switchLanguage(language);
}

/** Where a sign-up or /join keeps the language it was made in, until the new member's company exists. */
const AT_SIGN_UP_KEY = 'languageAtSignUp';

/** At sign-up or /join: the language on screen becomes the new member's (app/member-language.tsx). */
export function keepLanguageAtSignUp(): void {
  try {
    window.localStorage.setItem(AT_SIGN_UP_KEY, currentLanguage());
  } catch {
    // storage disabled: the member keeps English and can change it on Account
  }
}

/** The language a sign-up or /join was made in, once. */
export function takeLanguageAtSignUp(): Language | null {
  try {
    const value = window.localStorage.getItem(AT_SIGN_UP_KEY);
    window.localStorage.removeItem(AT_SIGN_UP_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
