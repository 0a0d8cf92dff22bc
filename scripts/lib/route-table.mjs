// The SPA's route table as check-budgets needs it: for each route whose page is its own lazy chunk,
// the path ('/' for the index route), the module its lazy import loads, and whether the route sits
// under the route guard (its page loads after the signed-in area). Read from the syntax tree of
// apps/web/src/app/router.tsx (TypeScript's parser), so the file's layout does not matter.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * @param {string} routerFile absolute path of router.tsx
 * @param {string} exportName the exported array of route objects
 * @returns {{ route: string, module: string, guarded: boolean }[]} module: absolute path
 */
export function readRouteTable(routerFile, exportName = 'routes') {
  const source = ts.createSourceFile(routerFile, fs.readFileSync(routerFile, 'utf8'), ts.ScriptTarget.Latest, true);
  const declaration = findDeclaration(source, exportName);
  if (!declaration?.initializer || !ts.isArrayLiteralExpression(declaration.initializer)) {
    throw new Error(`${path.basename(routerFile)}: no array literal \`${exportName}\``);
  }
  const routes = [];
  const visit = (array, guarded) => {
    for (const element of array.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const props = Object.fromEntries(
        element.properties.filter(ts.isPropertyAssignment).map((p) => [p.name.getText(source), p.initializer]),
      );
      const routePath = props.path && ts.isStringLiteral(props.path) ? props.path.text : null;
      const isIndex = props.index?.kind === ts.SyntaxKind.TrueKeyword;
      const target = props.element ? lazyImportOf(props.element) : null;
      const route = routePath ?? (isIndex ? '/' : null);
      if (route && target) {
        routes.push({ route, module: path.resolve(path.dirname(routerFile), target), guarded });
      }
      if (props.children && ts.isArrayLiteralExpression(props.children)) {
        visit(props.children, guarded || isRouteGuard(props.element, source));
      }
    }
  };
  visit(declaration.initializer, false);
  return routes;
}

function findDeclaration(source, name) {
  let found;
  const walk = (node) => {
    if (found) return;
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name) found = node;
    else ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}

/** The specifier of the first `import('…')` inside an expression (the page's lazy import). */
function lazyImportOf(node) {
  let specifier = null;
  const walk = (n) => {
    if (specifier) return;
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = n.arguments;
      if (arg && ts.isStringLiteralLike(arg)) specifier = arg.text;
      return;
    }
    ts.forEachChild(n, walk);
  };
  walk(node);
  return specifier;
}

/** `element: <RouteGuard />`: its children render inside the guard. */
function isRouteGuard(node, source) {
  return Boolean(node && ts.isJsxSelfClosingElement(node) && node.tagName.getText(source) === 'RouteGuard');
}
