// Every member in its own language (issue 46; docs/decisions/033-catalogues-with-lingui.md).
//
// A message area is `defineMessages(area, { key: 'ICU text' })` in messages/<area>.ts: the English
// catalogue, the SPEC's texts verbatim. Its translations are `defineTranslation(area, {...})` in
// messages/<language>/<area>.ts, every key given (the compiler says which is missing; the catalogue test
// says which drops a placeholder). What the area exports reads like the constants it replaced:
// `AUTH.loginButton` is a string, `AUTH.loginHeading(brand)` a function of the message's arguments in the
// order they first appear in the English text, each in the language active when it is read.
//
// Messages are ICU MessageFormat ({name}, {n, plural, ...}, {kind, select, ...}, {n, number}, {d, date,
// short}), compiled into Lingui's form: in the web build by apps/web/build/icu-plugin.ts (no parser in the
// browser), on the server and in the tests on first use (./i18n-compiler.ts). A message whose arguments are
// only put in place ({brand}) is written here; one that formats (plural, select, number, date) goes to
// Lingui's runtime through Intl (./i18n-format.ts), which the build adds only to the chunks of catalogues that
// have such a message, so /login's first load does not carry it.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The Intl locale of each language: dates, times and money for a US member. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

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

const english = new Map<string, Record<string, Source>>();
const translated = new Map<Language, Map<string, Record<string, Source>>>(LANGUAGES.map((l) => [l, new Map()]));
const argumentNames = new Map<string, string[]>();
const compiledCache = new Map<string, unknown>();
let active: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
let compiler: ((message: string) => unknown) | undefined;
/** Formats a compiled message with plural, select, number or date (./i18n-format.ts). */
export type RichFormatter = (id: string, compiled: unknown, locale: string, values: Record<string, unknown>) => string;
let richFormatter: RichFormatter | undefined;

/** Installs the ICU compiler for messages the build did not compile (the server, the tests). */
export function setMessageCompiler(compile: (message: string) => unknown) {
  compiler = compile;
}

/** Installs Lingui's formatter for the messages that format their values (./i18n-format.ts). */
export function setRichFormatter(format: RichFormatter) {
  richFormatter = format;
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

/** A message in Lingui's compiled form (compiled with the installed compiler when the build did not). */
function compiled(id: string, source: Source): unknown {
  if (typeof source !== 'string') return source;
  let done = compiledCache.get(source);
  if (done === undefined) {
    if (!compiler) throw new Error(`i18n: ${id} was not compiled (apps/web/build/icu-plugin.ts)`);
    done = compiler(source);
    compiledCache.set(source, done);
  }
  return done;
}

/** Only text and arguments put in place as they are ({brand}): no Intl needed. */
const isPlain = (message: unknown): message is readonly (string | readonly [string])[] =>
  Array.isArray(message) && message.every((t) => typeof t === 'string' || (Array.isArray(t) && t.length === 1));

function format(area: string, key: string, values: MessageValue[] | [Record<string, MessageValue>]): string {
  const id = idOf(area, key);
  const [first] = values;
  let named: Record<string, MessageValue>;
  if (values.length === 1 && first && typeof first === 'object' && !(first instanceof Date)) named = first;
  else {
    let names = argumentNames.get(id);
    if (!names) {
      names = namesOf(compiled(id, english.get(area)![key]!));
      argumentNames.set(id, names);
    }
    named = Object.fromEntries(names.map((name, i) => [name, values[i] as MessageValue]));
  }
  const message = compiled(id, sourceIn(active, area, key));
  if (typeof message === 'string') return message;
  if (isPlain(message)) return message.map((t) => (typeof t === 'string' ? t : String(named[t[0]] ?? ''))).join('');
  if (!richFormatter) throw new Error(`i18n: ${id} formats its values: import ./i18n-format.ts`);
  return richFormatter(`${active}:${id}`, message, LOCALES[active], named);
}

/** The English catalogue of an area (the SPEC's texts verbatim). */
export function defineMessages<const T extends Record<string, string>>(area: string, messages: T): Catalogue<T> {
  english.set(area, messages);
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
  for (const listener of listeners) listener();
}

/** Called after each change of language (the web re-renders its pages). */
export function onLanguageChange(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
