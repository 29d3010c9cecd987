// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { factoryOf } from './oneContainerCode.ts';

/** A container entry shaped as @module-federation/vite 1.23.0 writes one (its parts the rewrites touch). */
const entry = (name: string, plugins: string[] = []) => `
  if (typeof __VUE_HMR_RUNTIME__ === 'undefined') {
    globalThis.__VUE_HMR_RUNTIME__ = { createRecord() {}, rerender() {}, reload() {} };
  }
  import {init as runtimeInit, loadRemote} from "@module-federation/runtime";
  import {share as runtimeShare} from "@module-federation/runtime/helpers";
  ${plugins.map((p, i) => `import $runtimePlugin_${i} from "${p}";`).join('\n')}
  import __mfExposesMap from "virtual:mf-exposes:__mfe_internal__${name}__remoteEntry_js"

const __mfResolveGlobalKey = "__mf_init__virtual:mf:__mfe_internal__${name}__runtimeInit__";
const __mfCacheGlobalKey = "__mf_module_cache__";
  const mfName = "${name}"
  const __mfMaterializedShareBatches = [["react"],["react-dom"]]
  async function getLocalSharedImportMap() {
    return retrySharedInit(() => import("virtual:mf-localSharedImportMap:__mfe_internal__${name}__1"))
  }
  async function init(shared = {}) {
    // a lazy import() in a comment is no import
    const __browserPlugins = [${plugins.map((_, i) => `$runtimePlugin_${i}(undefined)`).join(', ')}];
    const __ssrPlugins = typeof globalThis.window === 'undefined'
      ? await Promise.all([])
      : [];
    const initRes = runtimeInit({ name: mfName, plugins: [...__browserPlugins, ...__ssrPlugins] });
    const __mfSeedOrder = ["react","react-dom"];
    const __mfSeedBatches = [["react"],["react-dom"]];
    const __mfSeedPrerequisites = {"1":[0]};
    runtimeShare.getRegisteredShare;
    return initRes
  }
  async function getExposes(moduleName) {
    return __mfExposesMap[moduleName]
  }
  export { init, getExposes as get }
  `;

const hashOf = (generated: string) => {
  try {
    factoryOf(generated, 'none');
  } catch (error) {
    return /hashes to ([0-9a-f]+)/.exec(String(error))?.[1] ?? String(error);
  }
  throw new Error('expected a hash mismatch');
};

describe('factoryOf', () => {
  it('gives every container the same factory, and each its own data and imports', () => {
    const shell = entry('shell', ['/x/injectExternalRuntimeCorePlugin.js']);
    const catalog = entry('catalog');
    const hash = hashOf(shell);
    expect(hashOf(catalog)).toBe(hash);

    const shellFactory = factoryOf(shell, hash);
    const catalogFactory = factoryOf(catalog, hash);
    expect(catalogFactory.code).toBe(shellFactory.code);
    expect(catalogFactory.key).toMatch(new RegExp(`^\\d+\\.\\d+\\.\\d+:${hash}$`));
    expect(createHash('sha256').update(catalogFactory.code).digest('hex')).toMatch(new RegExp(`^${hash}`));
    expect(catalogFactory.code).not.toMatch(/catalog|virtual:|\$runtimePlugin_/);

    expect(shellFactory.imports).toContain('import $runtimePlugin_0 from "/x/injectExternalRuntimeCorePlugin.js";');
    expect(shellFactory.data).toContain('browserPlugins: () => [$runtimePlugin_0(undefined)]');
    expect(catalogFactory.data).toEqual([
      'runtimeInit',
      'runtimeShare',
      '__mfExposesMap',
      'initGlobalKey: "__mf_init__virtual:mf:__mfe_internal__catalog__runtimeInit__"',
      'cacheGlobalKey: "__mf_module_cache__"',
      'name: "catalog"',
      'materializedShareBatches: [["react"],["react-dom"]]',
      'seedOrder: ["react","react-dom"]',
      'seedBatches: [["react"],["react-dom"]]',
      'seedPrerequisites: {"1":[0]}',
      'localSharedImportMap: () => import("virtual:mf-localSharedImportMap:__mfe_internal__catalog__1")',
      'browserPlugins: () => []',
      "ssrPlugins: async () => (typeof globalThis.window === 'undefined'\n      ? Promise.all([])\n      : [])",
    ]);
  });

  it('fails loudly when the template changes', () => {
    const catalog = entry('catalog');
    const hash = hashOf(catalog);
    expect(() => factoryOf(catalog.replace('const mfName', 'const mfOwnName'), hash)).toThrow(
      /name is written 0 times, not once/,
    );
    expect(() => factoryOf(catalog.replace('return initRes', 'return initRes // new'), hash)).toThrow(
      /hashes to [0-9a-f]+, not [0-9a-f]+/,
    );
    expect(() =>
      factoryOf(catalog.replace('import {share as runtimeShare}', 'import {share as runtimeShare, global}'), hash),
    ).toThrow(/it imports global/);
    expect(() => factoryOf(catalog.replace('export { init, getExposes as get }', 'export { init }'), hash)).toThrow(
      /its exports/,
    );
  });
});
