// An import resolver (eslint-plugin-import's interface v2, which eslint-plugin-boundaries reads
// through `settings['import/resolver']`) that resolves exactly as `tsc` does, with the options of
// tsconfig.base.json: `exports` subpaths (`@console/mirage/gate`), `.ts`/`.tsx` files and workspace
// packages followed through their node_modules symlinks to shared/*, shell and remotes/*. The node
// resolver that ships with the plugin knows none of the three, so `@console/users` would look like
// an external package and slip past the boundaries. Pure JS on TypeScript's API: no native
// binary. CommonJS because eslint-module-utils `require`s resolvers. The cycle check
// (scripts/check-cycles.ts) resolves with it too, so lint and that check see the same graph.
'use strict';

const { isBuiltin } = require('node:module');
const path = require('node:path');
const ts = require('typescript');

const root = path.resolve(__dirname, '../..');

function readOptions() {
  const configFile = path.join(root, 'tsconfig.base.json');
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configFile).options;
}

const options = readOptions();
const cache = ts.createModuleResolutionCache(root, (name) => name, options);

/**
 * The file `source` names when imported from `fromFile` (absolute, symlinks resolved), or null
 * when it names nothing (or a core module, which the node resolver reports as such).
 * @param {string} source
 * @param {string} fromFile
 * @returns {string | null}
 */
function resolveImport(source, fromFile) {
  // `x.css?url` and the like: the query is webpack's, the file is what matters.
  const bare = source.replace(/\?.*$/, '');
  if (isBuiltin(bare)) return null;
  const { resolvedModule } = ts.resolveModuleName(bare, path.resolve(fromFile), options, ts.sys, cache);
  // A package's types stand in for its code (`react` → @types/react): still inside node_modules,
  // which is what tells the boundaries plugin that the import is external.
  if (resolvedModule) return path.resolve(resolvedModule.resolvedFileName);
  // What TypeScript does not resolve (stylesheets such as `@console/ui/theme.css`, packages
  // without types) Node may: its resolver reads `exports` and follows symlinks too.
  try {
    return require.resolve(bare, { paths: [path.dirname(path.resolve(fromFile))] });
  } catch {
    return null;
  }
}

module.exports = {
  interfaceVersion: 2,
  resolveImport,
  /**
   * @param {string} source
   * @param {string} file
   */
  resolve(source, file) {
    const found = resolveImport(source, file);
    return found ? { found: true, path: found } : { found: false };
  },
};
