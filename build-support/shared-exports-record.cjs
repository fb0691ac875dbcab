// Writes shared-exports.json into a build: the names the build imports from each of the portal's own
// shared packages (`uses`), and, for a build that provides a copy of one (the shell), the names that copy
// exports (`provides`). The federation manifest only says which version of a package a remote needs; a
// name the shell's copy lacks would be `undefined` in the page without an error. The release gate
// compares the two lists (scripts/release/compatibility.mjs).
const { Compilation, sources } = require('webpack');

const PLUGIN = 'SharedExportsRecordPlugin';
const RECORD_FILE = 'shared-exports.json';

/** The module a provide-shared module hands out: its one dependency, direct when eager, in a block when lazy. */
function providedModule(moduleGraph, provider) {
  const dependency = provider.dependencies[0] ?? provider.blocks[0]?.dependencies[0];
  return dependency ? moduleGraph.getModule(dependency) : null;
}

const sortedLists = (map) =>
  Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, names]) => [key, [...names].sort()]));

class SharedExportsRecordPlugin {
  /** @param {{ shareKeys: string[] }} options  the share keys of the portal's own packages */
  constructor({ shareKeys }) {
    this.shareKeys = new Set(shareKeys);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { moduleGraph } = compilation;
        const uses = new Map();
        const provides = new Map();
        for (const module of compilation.modules) {
          // `_name` is the share key (ProvideSharedModule has no public accessor for it).
          if (module.type === 'provide-module' && this.shareKeys.has(module._name)) {
            const target = providedModule(moduleGraph, module);
            const exported = target ? moduleGraph.getExportsInfo(target).getProvidedExports() : null;
            // `true`: the exports cannot be known statically (CommonJS); nothing can be checked against them
            if (Array.isArray(exported)) provides.set(module._name, new Set(exported));
            continue;
          }
          for (const dependency of module.dependencies) {
            // Named imports, namespace members (`UI.Button`) and re-exports carry the imported name in `ids`.
            const name = Array.isArray(dependency.ids) ? dependency.ids[0] : undefined;
            if (!name) continue;
            const target = moduleGraph.getModule(dependency);
            const shareKey = target?.type === 'consume-shared-module' ? target.options.shareKey : null;
            if (!shareKey || !this.shareKeys.has(shareKey)) continue;
            if (!uses.has(shareKey)) uses.set(shareKey, new Set());
            uses.get(shareKey).add(name);
          }
        }
        const record = { uses: sortedLists(uses), provides: sortedLists(provides) };
        compilation.emitAsset(RECORD_FILE, new sources.RawSource(`${JSON.stringify(record, null, 2)}\n`));
      });
    });
  }
}

module.exports = { SharedExportsRecordPlugin, RECORD_FILE };
