import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogues, currentLanguage, inLanguage, LANGUAGES, namesOf, pickLanguage, setLanguage } from './i18n.ts';
import { ACTIONS, AUTH, GENERAL } from './messages.ts';
import './messages/es/index.ts';

// Issue 46: every message of a catalogue has its translation in every language, and a translation keeps
// the English message's placeholders ({brand}, {count, plural, ...}). The areas not in catalogues yet are
// listed in docs/how-to/rules-and-texts.md ("Areas still to move").

const placeholders = (message: string) => namesOf(compileMessage(message)).sort();

describe('the catalogues', () => {
  it('has the moved areas', () => {
    expect(catalogues().map((c) => c.area)).toEqual(expect.arrayContaining(['auth', 'general', 'actions']));
  });

  for (const { area, messages, translations } of catalogues())
    for (const language of LANGUAGES.slice(1))
      describe(`${area} in ${language}`, () => {
        const translation = translations[language] ?? {};
        it('translates every message', () => {
          const missing = Object.keys(messages).filter((key) => !String(translation[key] ?? '').trim());
          expect(missing).toEqual([]);
        });
        it('keeps every placeholder', () => {
          const dropped = Object.entries(messages as Record<string, string>)
            .filter(([key]) => translation[key] !== undefined)
            .filter(([key, en]) => placeholders(en).join() !== placeholders(String(translation[key])).join())
            .map(([key]) => key);
          expect(dropped).toEqual([]);
        });
        it('is no copy of the English', () => {
          const same = Object.entries(messages as Record<string, string>)
            .filter(([key, en]) => translation[key] === en)
            .map(([key]) => key);
          expect(same).toEqual([]);
        });
      });
});

describe('reading a message', () => {
  it('reads English by default, the SPEC verbatim', () => {
    expect(currentLanguage()).toBe('en');
    expect(AUTH.loginFailed).toBe('Login failed. Please check your credentials.');
    expect(AUTH.emailInUse('ServiceHub')).toBe("There's already a ServiceHub account with this email.");
    expect(AUTH.registerStep(1)).toBe('Step 1 of 2');
  });

  it('reads the active language, with arguments by position or by name', () => {
    setLanguage('es');
    try {
      expect(AUTH.loginButton).toBe('Entrar');
      expect(AUTH.registerStep(2)).toBe('Paso 2 de 2');
      expect(GENERAL.removeItem({ item: '80202' })).toBe('Quitar 80202');
      expect(ACTIONS.networkUnreachable).toMatch(/^No pudimos/);
    } finally {
      setLanguage('en');
    }
    expect(AUTH.loginButton).toBe('Login');
  });

  it('reads a language for one synchronous call only (the server, a member’s mail)', () => {
    expect(inLanguage('es', () => AUTH.loginHeading('ServiceHub'))).toBe('Entra a tu cuenta de ServiceHub');
    expect(currentLanguage()).toBe('en');
  });
});

describe('pickLanguage', () => {
  it('takes the first of the browser’s languages that we have', () => {
    expect(pickLanguage(['fr-CA', 'es-MX', 'en-US'])).toBe('es');
    expect(pickLanguage(['en-GB', 'es'])).toBe('en');
    expect(pickLanguage(['de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
