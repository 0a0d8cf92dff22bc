// Texts built from a catalogue's messages, read in the active language each time (issue 46, docs/decisions/033):
// for the shapes a plain ICU message cannot be, so that the areas' callers read as before:
// - a record of names by code (`TEAM.roleNames[role]`, `ACCOUNT.profileLabels[field]`), typed to cover every code;
// - a text that picks by a value a select cannot name (`null`, an empty string) or returns a mail's subject and
//   text together.
// A composed text only joins messages and values: every word stays in the catalogue and its translations.

/** A record whose every value is read from the catalogue at each access (never frozen in one language). */
export function textsByCode<const K extends string>(read: Record<K, () => string>): Readonly<Record<K, string>> {
  const record = {} as Record<K, string>;
  for (const [code, text] of Object.entries(read) as [K, () => string][])
    Object.defineProperty(record, code, { enumerable: true, get: text });
  return Object.freeze(record);
}

/** A catalogue with composed texts beside its messages: one object, as the area's callers know it. */
export function withComposed<C extends object, E extends object>(catalogue: C, composed: E): C & E {
  return Object.freeze(
    Object.defineProperties(
      {},
      { ...Object.getOwnPropertyDescriptors(catalogue), ...Object.getOwnPropertyDescriptors(composed) },
    ),
  ) as C & E;
}
