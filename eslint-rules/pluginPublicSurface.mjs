import path from 'node:path';

/**
 * A plugin's public surface is two files: `src/index.ts` for build-time code
 * (the plugin factory and the types and helpers other build code needs) and
 * `src/client/index.ts` for browser code. Its components are reached as
 * `@theme/*`. Anything else under `plugins/<name>/` is internal: importing it
 * from outside the plugin (the site, scripts, another plugin) ties that code
 * to a file layout the plugin may change.
 */
const ENTRIES = new Set(['src', 'src/index', 'src/index.ts', 'src/client', 'src/client/index', 'src/client/index.ts']);

/** The repository-relative path an import specifier points at, or null for a package or alias we do not own. */
function targetOf(specifier, fileFromRoot) {
  if (specifier.startsWith('@site/')) return path.posix.normalize(specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(fileFromRoot), specifier));
  }
  if (specifier.startsWith('plugins/')) return path.posix.normalize(specifier);
  return null;
}

/** `{plugin, rest}` for a path under `plugins/<plugin>/`, else null. */
function pluginPath(fromRoot) {
  const match = /^plugins\/([^/]+)\/(.*)$/.exec(fromRoot);
  return match ? {plugin: match[1], rest: match[2]} : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const pluginPublicSurface = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Import another plugin only through its public entry (src/index.ts, src/client/index.ts or @theme/*)',
    },
    messages: {
      internal:
        "'{{specifier}}' reaches into the {{plugin}} plugin. Import its public entry instead: " +
        "'{{entry}}' (export what you need from there), or its components as @theme/*.",
    },
    schema: [],
  },
  create(context) {
    const fileFromRoot = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const own = pluginPath(fileFromRoot)?.plugin;
    // Browser code: the site's src/, demos, MDX pages and every plugin's client/ and theme/.
    const browser =
      /^(src|demos|docs)\//.test(fileFromRoot) || /^plugins\/[^/]+\/src\/(client|theme)\//.test(fileFromRoot);

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const target = targetOf(source.value, fileFromRoot);
      const inPlugin = target && pluginPath(target);
      if (!inPlugin || inPlugin.plugin === own || ENTRIES.has(inPlugin.rest)) return;
      const entry = browser ? `@site/plugins/${inPlugin.plugin}/src/client` : `plugins/${inPlugin.plugin}/src`;
      context.report({
        node: source,
        messageId: 'internal',
        data: {specifier: source.value, plugin: inPlugin.plugin, entry},
      });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
      CallExpression(node) {
        const callee = node.callee;
        const isRequire =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'require');
        const [first] = node.arguments;
        if (isRequire && first?.type === 'Literal') check(node, first);
      },
    };
  },
};
