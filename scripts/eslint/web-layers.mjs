/**
 * The storefront's layers, as a lint rule (`seedshop/web-layers`). Every folder directly under
 * `web/src/` is one of:
 *
 * - a **foundation** (`routing`, `ui`, `shop-client`, `i18n`, `config`, `seo`): imports foundations only;
 * - the **top** (`app`, `site` — the composition root — and the files directly in `src/`, such as
 *   `proxy.ts`): imports anything;
 * - a **feature** (every other folder: `catalogue`, `content`, `account`, `cart`, `checkout`, `orders`,
 *   `favourites`, `my-comments`, `comparison`, `subscriptions`, …):
 *   imports foundations, anything inside its own folder, and only the top-level files of another
 *   feature — a feature's subfolders are its insides. A feature's `testing/` folder (its fixtures)
 *   is open to tests.
 *
 * Imports are read as written: `@/x/…` and relative paths, resolved against the importing file.
 */
import { posix, sep } from 'node:path';

export const FOUNDATIONS = new Set(['routing', 'ui', 'shop-client', 'i18n', 'config', 'seo']);
export const TOP = new Set(['app', 'site']);

/** The import as a path below `web/src`, split into segments; null for packages and outside paths. */
function targetSegments(specifier, importerFromSrc) {
  if (specifier.startsWith('@/')) return specifier.slice(2).split('/');
  if (!specifier.startsWith('.')) return null;
  const joined = posix.normalize(posix.join(posix.dirname(importerFromSrc), specifier));
  if (joined.startsWith('..')) return null;
  return joined.split('/');
}

/**
 * Why `importerFromSrc` may not import `specifier`, or null when it may.
 * @param {string} importerFromSrc path of the importing file below web/src, with "/"
 * @param {string} specifier
 */
export function layerViolation(importerFromSrc, specifier) {
  const from = importerFromSrc.split('/');
  const target = targetSegments(specifier, importerFromSrc);
  if (target === null || from.length < 2) return null;
  const [fromTop] = from;
  const [toTop] = target;
  if (fromTop === undefined || toTop === undefined || TOP.has(fromTop) || fromTop === toTop) return null;
  if (target.length === 1) return null;
  if (TOP.has(toTop)) return `only app/ and site/ may import ${toTop}/ (the composition root wires features in)`;
  if (FOUNDATIONS.has(fromTop)) {
    return FOUNDATIONS.has(toTop) ? null : `the foundation ${fromTop}/ may not import the feature ${toTop}/`;
  }
  if (FOUNDATIONS.has(toTop)) return null;
  const isTest = /\.test\.tsx?$/.test(importerFromSrc) || from.includes('testing');
  if (target.length > 2 && !(isTest && target[1] === 'testing')) {
    return `${toTop}/${target[1]}/ is inside the feature ${toTop}/; import one of its top-level files`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps web/src in layers: foundations, features, composition root' },
    schema: [],
  },
  create(context) {
    const file = context.filename.split(sep).join('/');
    const marker = '/web/src/';
    const at = file.lastIndexOf(marker);
    if (at === -1) return {};
    const importerFromSrc = file.slice(at + marker.length);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const problem = layerViolation(importerFromSrc, source);
      if (problem) context.report({ node, message: `${source}: ${problem}` });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'web-layers': rule } };
