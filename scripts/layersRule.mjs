// The layout as lint rules (see the README's layout). The console's: a feature folder of src/ is reached by others
// only through its index.ts, and the shared layers beneath the features import none of them. The server's: its two
// wings apart (the console's server reaches the service over HTTP alone), shared/ beneath both, and the console
// wing's parts reached through their index.ts. Relative imports are
// resolved to the folder they name, so `../models/queries` and `../../models` are told apart exactly, which
// the path patterns of no-restricted-imports cannot do.
import { statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

/** The layers beneath every feature, each with the layers it may not import (beside the features). */
const SHARED = {
  api: ['ui', 'list'],
  i18n: ['api', 'ui', 'list', 'lib'],
  lib: ['api', 'ui', 'list'],
  ui: ['list'],
  list: [],
  test: [],
};

/** Where a path sits in src/: a layer, a feature, or the root (App, main, theme); undefined outside src/. */
function placeOf(source, path) {
  const inside = relative(source, path);
  if (inside.startsWith('..') || inside === '') return undefined;
  const parts = inside.split(sep);
  const folder = parts.length === 1 && statSync(path, { throwIfNoEntry: false })?.isDirectory();
  // App and main compose the features; the other files at the top (theme, storage keys) lie beneath everything.
  if (parts.length === 1 && !folder)
    return { kind: /^(App|main)(\.tsx)?$/.test(parts[0]) ? 'root' : 'base', name: parts[0], rest: '' };
  const [name, ...rest] = parts;
  return { kind: name in SHARED ? 'layer' : 'feature', name, rest: rest.join('/') };
}

const throughIndex = (rest) => rest === '' || /^index(\.tsx?|\.js)?$/.test(rest);

/** The listeners that hand each relative import or re-export of a file to `visit`, with the path it names. */
function relativeImports(context, visit) {
  const check = (node) => {
    const specifier = node.source?.value;
    if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
    visit(node, specifier, resolve(dirname(context.filename), specifier));
  };
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Features reach each other through their index.ts; shared layers import no feature.' },
    schema: [],
    messages: {
      intoFeature:
        "Import '{{feature}}' through its index.ts ('{{index}}'), which names what other features may use; add the name there.",
      sharedToFeature:
        "src/{{layer}}/ lies beneath every feature and imports none ('{{feature}}'): move what both need down to a shared layer.",
      sharedToLayer: 'src/{{layer}}/ lies beneath src/{{target}}/ and does not import it.',
    },
  },
  create(context) {
    const source = resolve(context.cwd, 'src');
    const importer = placeOf(source, context.filename);
    if (!importer) return {};
    return relativeImports(context, (node, specifier, path) => {
      const target = placeOf(source, path);
      if (!target || target.name === importer.name) return;
      if (importer.kind === 'layer' || importer.kind === 'base') {
        if (target.kind === 'feature' || target.kind === 'root')
          context.report({
            node: node.source,
            messageId: 'sharedToFeature',
            data: { layer: importer.name, feature: target.name },
          });
        else if ((SHARED[importer.name] ?? []).includes(target.name))
          context.report({
            node: node.source,
            messageId: 'sharedToLayer',
            data: { layer: importer.name, target: target.name },
          });
        return;
      }
      if (target.kind === 'feature' && !throughIndex(target.rest)) {
        const index = relative(dirname(context.filename), resolve(source, target.name)) || '.';
        context.report({
          node: node.source,
          messageId: 'intoFeature',
          data: { feature: target.name, index: index.startsWith('.') ? index : `./${index}` },
        });
      }
    });
  },
};

/** Where a path sits in server/: a wing (service, console, shared) and, in the console's, its part; or the top. */
function wingOf(server, path) {
  const inside = relative(server, path);
  if (inside.startsWith('..') || inside === '') return undefined;
  const [wing, part, ...rest] = inside.split(sep);
  if (!['service', 'console', 'shared'].includes(wing)) return { wing: 'top' };
  // A file at the console wing's top composes its parts (consoleApi.ts, consoleDatabase.ts): no part of its own.
  const folder =
    rest.length > 0 || statSync(resolve(server, wing, part ?? ''), { throwIfNoEntry: false })?.isDirectory();
  return { wing, part: wing === 'console' && folder ? part : undefined, rest: rest.join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
const wings = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "server/'s two wings: the console's server reaches the service over HTTP alone, shared/ lies beneath both, and the console's parts are reached through their index.ts.",
    },
    schema: [],
    messages: {
      wall: "server/console/ talks to the service over its HTTP interface only (serviceCalls/), in front of the embedded service as of a real one: move what both need to server/shared/ or common/ ('{{target}}').",
      serviceToConsole:
        "server/service/ is the service's sandbox and knows nothing of the console's server ('{{target}}').",
      sharedToWing:
        "server/shared/ lies beneath both wings and imports neither ('{{target}}'): move what it needs down.",
      intoPart:
        "Import the console's part '{{part}}' through its index.ts ('{{index}}'), which names what the others may use; add the name there.",
    },
  },
  create(context) {
    const server = resolve(context.cwd, 'server');
    const importer = wingOf(server, context.filename);
    if (!importer) return {};
    return relativeImports(context, (node, specifier, path) => {
      const target = wingOf(server, path);
      if (!target) return;
      const data = { target: specifier };
      if (importer.wing === 'console' && target.wing === 'service')
        return context.report({ node: node.source, messageId: 'wall', data });
      if (importer.wing === 'service' && target.wing === 'console')
        return context.report({ node: node.source, messageId: 'serviceToConsole', data });
      if (importer.wing === 'shared' && (target.wing === 'service' || target.wing === 'console'))
        return context.report({ node: node.source, messageId: 'sharedToWing', data });
      if (target.part && target.part !== importer.part && !throughIndex(target.rest)) {
        const index = relative(dirname(context.filename), resolve(server, 'console', target.part));
        context.report({
          node: node.source,
          messageId: 'intoPart',
          data: { part: target.part, index: `${index.startsWith('.') ? index : `./${index}`}/index.js` },
        });
      }
    });
  },
};

export default { rules: { layers, wings } };
