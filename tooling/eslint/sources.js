// What several of our lint rules share: where the repository's root is, a file's path from it, and a
// visitor of every place a module is named (import, dynamic import, re-export).

export const ROOT = new URL('../../', import.meta.url).pathname;

/** `file` relative to the repository's root (as given when it lies outside it). */
export const relative = (file) => (file.startsWith(ROOT) ? file.slice(ROOT.length) : file);

/** Visitors that call `check(node, source)` for every module source a file names. */
export const importSources = (_context, check) => {
  const visit = (node) => node.source && typeof node.source.value === 'string' && check(node, node.source.value);
  return {
    ImportDeclaration: visit,
    ImportExpression: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
  };
};
