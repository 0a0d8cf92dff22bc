import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parseAst, type Plugin } from 'vite';

// docs/decisions/033: the catalogues' ICU messages with an argument ({brand}, {n, plural, ...}) are compiled
// here, at build time, into Lingui's compiled form, so the browser carries Lingui's small runtime and no ICU
// parser (about 7 KB gzip that /login's first load has no room for). Only the messages of a
// `defineMessages(area, {...})` or `defineTranslation(language, area, {...})` call in
// packages/contract/src/messages/ are touched; a message without an argument stays the plain string it is.

const CATALOGUE_CALLS = new Set(['defineMessages', 'defineTranslation']);
const CATALOGUE_FILE = /packages[\\/]contract[\\/]src[\\/]messages[\\/].*\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The string literals with an argument that are values of a catalogue call's object. */
function messageLiterals(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) messageLiterals(child, found);
    return found;
  }
  if (!isNode(node)) return found;
  const callee = node.callee as Node | undefined;
  if (node.type === 'CallExpression' && callee?.type === 'Identifier' && CATALOGUE_CALLS.has(callee.name as string)) {
    for (const arg of node.arguments as Node[])
      if (arg.type === 'ObjectExpression')
        for (const property of arg.properties as Node[]) {
          const value = property.value as Node | undefined;
          if (value?.type === 'Literal' && typeof value.value === 'string' && value.value.includes('{'))
            found.push(value);
        }
    return found;
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'type') messageLiterals(child, found);
  return found;
}

/** Only text and arguments put in place ({brand}): packages/contract/src/i18n.ts writes it without Intl. */
const isPlain = (compiled: unknown) =>
  typeof compiled === 'string' ||
  (Array.isArray(compiled) && compiled.every((t) => typeof t === 'string' || (Array.isArray(t) && t.length === 1)));

/**
 * The source with each catalogue message that has an argument replaced by its compiled form; a catalogue with a
 * message that formats its values (plural, select, number, date) also imports Lingui's formatter.
 */
export function compileCatalogue(code: string, file: string): string {
  const literals = messageLiterals(parseAst(code, { lang: 'ts' }, file));
  let out = code;
  let rich = false;
  for (const literal of literals.sort((a, b) => b.start - a.start)) {
    const compiled = compileMessage(literal.value as string);
    rich ||= !isPlain(compiled);
    out = out.slice(0, literal.start) + JSON.stringify(compiled) + out.slice(literal.end);
  }
  return rich ? `import '@vendor-portal/contract/i18n-format';\n${out}` : out;
}

export function icuCatalogues(): Plugin {
  return {
    name: 'icu-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id) || !/\bdefine(Messages|Translation)\b/.test(code)) return null;
      return { code: compileCatalogue(code, id), map: null };
    },
  };
}
