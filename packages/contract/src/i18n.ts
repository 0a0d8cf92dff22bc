// Every member in its own language (issue 46; docs/decisions/036-catalogues-with-lingui.md).
//
// A message area is `defineMessages(area, { key: 'ICU text' })` in messages/<area>.ts: the English
// catalogue, the SPEC's texts verbatim. Its translations are `defineTranslation(area, {...})` in
// messages/<language>/<area>.ts, every key given (the compiler says which is missing; the catalogue test
// says which drops a placeholder). What the area exports reads like the constants it replaced:
// `AUTH.loginButton` is a string, `AUTH.loginHeading(brand)` a function of the message's arguments in the
// order they first appear in the English text, each in the language active when it is read.
//
// Messages are ICU MessageFormat ({name}, {n, plural, ...}, {kind, select, ...}, {n, number}, {d, date,
// short}); Lingui's runtime formats them through Intl. In the web build, apps/web/build/icu-plugin.ts
// compiles every message with an argument at build time, so the browser carries the ~2 KB runtime and no
// parser; the server and the tests compile on first use (./i18n-compiler.ts).
import { setupI18n, type MessageDescriptor } from '@lingui/core';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The Intl locale of each language: dates, times and money for a US member. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };
/** Each language by its own name, for the switch (not translated on purpose). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The first of a browser's languages (navigator.languages, Accept-Language) that we have; else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** A message as written (ICU) or as the build compiled it (Lingui's compiled form). */
type Source = string | readonly unknown[];
export type MessageValue = string | number | Date;
/** A message with arguments: its values in the order the English text names them, or all by name. */
export type MessageFunction = (...values: MessageValue[] | [Record<string, MessageValue>]) => string;
type Entry<S> = S extends `${string}{${string}` ? MessageFunction : string;
export type Catalogue<T extends Record<string, string>> = { readonly [K in keyof T]: Entry<T[K]> };
/** A translation of an area: every key of the English catalogue, as a string (ICU). */
export type Translation<C> = { readonly [K in keyof C]: string };

const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { en: {}, es: {} } });
const english = new Map<string, Record<string, Source>>();
const translated = new Map<Language, Map<string, Record<string, Source>>>(LANGUAGES.map((l) => [l, new Map()]));
const argumentNames = new Map<string, string[]>();
let active: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

/** Installs a compiler for messages the build did not compile (the server, the tests). */
export function setMessageCompiler(compile: (message: string) => unknown) {
  i18n.setMessagesCompiler(compile as never);
}

/** The argument names of a compiled message, in order of first appearance. */
export function namesOf(compiled: unknown, names: string[] = []): string[] {
  if (!Array.isArray(compiled)) return names;
  for (const token of compiled as unknown[]) {
    if (!Array.isArray(token)) continue;
    const [name, , forms] = token as [unknown, unknown, unknown];
    if (typeof name === 'string' && !names.includes(name)) names.push(name);
    if (forms && typeof forms === 'object') for (const form of Object.values(forms)) namesOf(form, names);
  }
  return names;
}

const hasArguments = (source: Source) => (typeof source === 'string' ? source.includes('{') : true);
const idOf = (area: string, key: string) => `${area}.${key}`;

function sourceIn(language: Language, area: string, key: string): Source {
  return translated.get(language)!.get(area)?.[key] ?? english.get(area)![key]!;
}

function format(area: string, key: string, values: MessageValue[] | [Record<string, MessageValue>]): string {
  const id = idOf(area, key);
  const [first] = values;
  let named: Record<string, MessageValue>;
  if (values.length === 1 && first && typeof first === 'object' && !(first instanceof Date)) named = first;
  else {
    let names = argumentNames.get(id);
    if (!names) {
      names = namesOf(compiled(english.get(area)![key]!));
      argumentNames.set(id, names);
    }
    named = Object.fromEntries(names.map((name, i) => [name, values[i] as MessageValue]));
  }
  // The English text is the fallback (a translation the catalogue test would refuse as missing).
  return i18n._({ id, values: named, message: english.get(area)![key] } as MessageDescriptor);
}

/** A message in Lingui's compiled form (compiling it with the installed compiler when the build did not). */
function compiled(source: Source): unknown {
  if (typeof source !== 'string') return source;
  const compile = (i18n as unknown as { _messageCompiler?: (m: string) => unknown })._messageCompiler;
  if (!compile) throw new Error(`i18n: the message "${source}" was not compiled (apps/web/build/icu-plugin.ts)`);
  return compile(source);
}

/** The English catalogue of an area (the SPEC's texts verbatim). */
export function defineMessages<const T extends Record<string, string>>(area: string, messages: T): Catalogue<T> {
  english.set(area, messages);
  i18n.load('en', Object.fromEntries(Object.entries(messages).map(([k, v]) => [idOf(area, k), v as never])));
  const catalogue = {} as Record<string, unknown>;
  for (const [key, source] of Object.entries(messages as Record<string, Source>)) {
    const fn: MessageFunction = (...values) => format(area, key, values);
    Object.defineProperty(catalogue, key, {
      enumerable: true,
      get: () => (hasArguments(source) ? fn : sourceIn(active, area, key)),
    });
  }
  return Object.freeze(catalogue) as Catalogue<T>;
}

/** An area's messages in another language; loaded with that language (messages/<language>/index.ts). */
export function defineTranslation<C>(language: Exclude<Language, 'en'>, area: string, messages: Translation<C>) {
  translated.get(language)!.set(area, messages as Record<string, Source>);
  i18n.load(language, Object.fromEntries(Object.entries(messages).map(([k, v]) => [idOf(area, k), v as never])));
  return messages;
}

/** For the catalogue test: every area with its English messages and each language's translation. */
export function catalogues() {
  return [...english].map(([area, messages]) => ({
    area,
    messages,
    translations: Object.fromEntries(LANGUAGES.slice(1).map((l) => [l, translated.get(l)!.get(area)])),
  }));
}

/**
 * A catalogue's text (in any language) in the active language; any other text as it is. For the texts fixed
 * before the language was known: a zod schema's messages (built once, when its module loads) and the API's
 * answers (the server writes them in English), read where a screen shows them (the field's error, errorText).
 */
export function localize(text: string): string {
  for (const [area, messages] of english) {
    for (const [key, source] of Object.entries(messages)) {
      if (typeof source !== 'string' || hasArguments(source)) continue;
      if (source === text || LANGUAGES.some((l) => translated.get(l)!.get(area)?.[key] === text))
        return sourceIn(active, area, key) as string;
    }
  }
  return text;
}

/** The language messages are read in now. */
export const currentLanguage = (): Language => active;

/** Reads messages in `language` from now on (its catalogue must be loaded: messages/<language>/index.ts). */
export function setLanguage(language: Language) {
  if (language === active) return;
  active = language;
  i18n.activate(language, [LOCALES[language]]);
  for (const listener of listeners) listener();
}

/** Called after each change of language (the web re-renders its pages). */
export function onLanguageChange(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs `read` with messages in `language`, then back: for the server, which writes a member's mail in the
 * member's language between two awaits (`read` must be synchronous, so no other request sees it).
 */
export function inLanguage<T>(language: Language, read: () => T): T {
  const before = active;
  setLanguage(language);
  try {
    return read();
  } finally {
    setLanguage(before);
  }
}
