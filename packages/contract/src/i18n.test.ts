import './i18n-compiler.ts';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  catalogues,
  currentLanguage,
  defineMessages,
  defineTranslation,
  LANGUAGES,
  localize,
  namesOf,
  pickLanguage,
  setLanguage,
} from './i18n.ts';
import { inLanguage } from './in-language.ts';
import { ACTIONS, AUTH, GENERAL } from './messages.ts';
import './messages/quiet-hours.ts'; // not in messages.ts: Account reads it on its own
import './messages/es/index.ts';
// The customer's catalogues, loaded by the /approve and /job pages and the server rather than the app (./messages/es/index.ts).
import './messages/es/approve.ts';
import './messages/es/job-page.ts';
import './messages/es/customer-mail.ts';

// Issue 46: every message of a catalogue has its translation in every language, and a translation keeps
// the English message's placeholders ({brand}, {count, plural, ...}). The areas not in catalogues yet are
// listed in docs/how-to/rules-and-texts.md ("Areas still to move").

// An area of this test's own, with the ICU forms that go through Intl (Lingui's formatter, ./i18n-format.ts).
const RICH = defineMessages('test-rich', {
  jobs: '{count, plural, one {# job} other {# jobs}} on {day, date, medium}',
  pay: 'Drive {miles, number} mi',
  role: '{role, select, technician {Technician} other {Office}}',
});
defineTranslation<typeof RICH>('es', 'test-rich', {
  jobs: '{count, plural, one {# trabajo} other {# trabajos}} el {day, date, medium}',
  pay: 'Maneja {miles, number} mi',
  role: '{role, select, technician {Técnico} other {Oficina}}',
});

const placeholders = (message: string) => namesOf(compileMessage(message)).sort();

describe('the catalogues', () => {
  it('has the moved areas', () => {
    expect(catalogues().map((c) => c.area)).toEqual(
      expect.arrayContaining([
        'auth',
        'general',
        'actions',
        'account',
        'sign-in-settings',
        'push',
        'quiet-hours',
        'documents',
        'team',
        'team-mail',
        'field',
        'live',
        'uploads',
      ]),
    );
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

// docs/how-to/spanish-glossary.md: one word per concept. "Equipo" is the Team; a device is "dispositivo".
describe('the Spanish words of the glossary', () => {
  it('never calls a device "equipo" (the Team)', () => {
    const clashing = catalogues().flatMap(({ area, messages, translations }) =>
      Object.entries(messages as Record<string, string>)
        .filter(([key, en]) => /\bdevices?\b/i.test(en) && /\bequipos?\b/i.test(String(translations.es?.[key])))
        .map(([key]) => `${area}.${key}`),
    );
    expect(clashing).toEqual([]);
  });

  it('takes a photo with "sacar", since "tomar" is claiming a job', () => {
    const clashing = catalogues().flatMap(({ area, messages, translations }) =>
      Object.entries(messages as Record<string, string>)
        .filter(([key, en]) => /\btake\b.*\bphoto/i.test(en) && /\btom/i.test(String(translations.es?.[key])))
        .map(([key]) => `${area}.${key}`),
    );
    expect(clashing).toEqual([]);
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

describe('plurals, selects, numbers and dates (Intl, en-US and es-US)', () => {
  const day = new Date('2026-11-27T18:00:00Z');
  it('formats them in English', () => {
    expect(RICH.jobs(1, day)).toBe('1 job on Nov 27, 2026');
    expect(RICH.jobs({ count: 3, day })).toBe('3 jobs on Nov 27, 2026');
    expect(RICH.pay(1234.5)).toBe('Drive 1,234.5 mi');
    expect(RICH.role('technician')).toBe('Technician');
  });
  it('formats them in Spanish for a US reader', () => {
    inLanguage('es', () => {
      expect(RICH.jobs(1, day)).toBe('1 trabajo el 27 nov 2026');
      expect(RICH.jobs(2, day)).toBe('2 trabajos el 27 nov 2026');
      expect(RICH.pay(1234.5)).toBe('Maneja 1,234.5 mi'); // es-US writes numbers as the US does;
      expect(RICH.role('office')).toBe('Oficina');
    });
  });
});

describe('localize', () => {
  it('turns a catalogue text fixed in English (a schema, an API answer) into the active language', () => {
    expect(localize('Invalid email or password.')).toBe('Invalid email or password.');
    expect(inLanguage('es', () => localize('Invalid email or password.'))).toBe('Correo o contraseña incorrectos.');
    expect(inLanguage('es', () => localize('Jane Doe'))).toBe('Jane Doe');
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
