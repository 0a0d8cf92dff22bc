import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import {
  currentLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  onLanguageChange,
  pickLanguage,
  setLanguage,
  type Language,
} from '@vendor-portal/contract/i18n';

// Issue 46, docs/architecture.md "Languages": which language the pages read (docs/decisions/033).
// Signed out: the choice made with the switch on a public page, else the browser's languages. Signed in: the
// member's own (GET /api/preferences, apps/web/src/app/member-language.tsx), kept on this device too so that the
// next visit starts in it. A language's catalogue is its own chunk, loaded before the first page that reads it;
// English is the catalogue in the page chunks themselves, so an English visit loads nothing more.

/** Where this device keeps the language it reads in (the public switch's choice, or the member's). */
export const LANGUAGE_KEY = 'language';

function stored(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // private mode or storage disabled
  }
}

/** The language a visit starts in: the one this device keeps, else the browser's. */
export function startingLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  return stored() ?? pickLanguage(navigator.languages ?? [navigator.language]);
}

const loaders: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  es: () => import('@vendor-portal/contract/messages/es/index'),
};

/** Loads `language`'s catalogue (once), reads every text in it from now on and sets <html lang>. */
export async function switchLanguage(language: Language): Promise<void> {
  if (language !== 'en') await loaders[language]();
  setLanguage(language);
  document.documentElement.lang = language;
}

/** The language the pages read in; a component that uses it re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, currentLanguage, () => DEFAULT_LANGUAGE);
}

/**
 * Its children, rendered afresh when the language changes (each page of router.tsx): a text is read from the
 * catalogue at render, so the page in the new language is the same page mounted again. The layouts above it
 * and the signed-in query cache stay.
 */
export function InLanguage({ children }: { children: ReactNode }) {
  return createElement(Fragment, { key: useLanguage() }, children);
}
