import { describe, expect, it } from 'vitest';
import { compileCatalogue, icuCatalogues } from './icu-plugin.ts';

const transform = (code: string, id: string) =>
  (icuCatalogues().transform as (code: string, id: string) => { code: string } | null)(code, id)?.code;

// Decision 033: the build compiles a catalogue's messages with arguments, English and translations alike (a
// translation is called with type arguments: `defineTranslation<typeof AUTH>(...)`).
describe('compileCatalogue', () => {
  it('compiles the messages with arguments of both kinds of catalogue, and nothing else', () => {
    const english = compileCatalogue("export const A = defineMessages('a', { x: 'Hi {brand}', y: 'Plain' });", 'a.ts');
    expect(english).toContain('x: ["Hi ",["brand"]]');
    expect(english).toContain("y: 'Plain'");
    const spanish = transform(
      "export const B = defineTranslation<typeof A>('es', 'a', { x: 'Hola {brand}', y: 'Simple' });",
      '/repo/packages/contract/src/messages/es/a.ts',
    );
    expect(spanish).toContain('x: ["Hola ",["brand"]]');
  });

  it('adds Lingui’s formatter to a catalogue that formats its values', () => {
    const out = compileCatalogue("defineMessages('a', { n: '{count, plural, one {# job} other {# jobs}}' });", 'a.ts');
    expect(out.startsWith("import '@vendor-portal/contract/i18n-format';")).toBe(true);
  });
});
