// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERATED, SHARE_CODE_ID, shareCodeModule, withoutShareCode } from './oneShareCode.ts';

interface ModuleCache {
  share: Record<string, unknown>;
  pendingShareLoads: Promise<unknown>[];
}
const globals = globalThis as unknown as Record<string, unknown>;
const moduleCache = () => globals.__mf_module_cache__ as ModuleCache;
const initState = () => globals[JSON.parse(INIT_KEY) as string] as { initResolve: (value: unknown) => void };

const INIT_KEY = '"__mf_init__virtual:mf:__mfe_internal__test__mf_v__runtimeInit__mf_v__.js__"';
const descriptorOf = (pkg: string) => JSON.stringify({ canonical: `default:${pkg}`, aliases: [pkg] });

/** A remote's wrapper of an `import: false` share, shaped as @module-federation/vite 1.23.0 writes one. */
const remoteWrapper = (pkg: string) => `
    
${GENERATED.promiseState(INIT_KEY)}
    
${GENERATED.moduleCache}
    ${GENERATED.cacheHelpers}
    let __mf_default;
    let __mf_0;
    const __mfApplyHostProvidedExports = (exportModule) => {
      __mf_0 = exportModule["greet"];
      __mf_default = exportModule.default ?? exportModule;
    };
    ${GENERATED.hostProvided(descriptorOf(pkg), pkg)}
    export { __mf_default as default, exportModule as __moduleExports };
    export { __mf_0 as greet };
  `;

/** A shell's wrapper with its local copy (React's, Emotion's ...). */
const shellWrapper = (pkg: string) => `
    import * as __mfLocalShare from "virtual:mf:__mfe_internal__shell__prebuild__x__prebuild__.js";
${GENERATED.moduleCache}
    ${GENERATED.cacheHelpers}
    ${GENERATED.normalize}
    let exportModule = __mfReadSharedCache(__mfModuleCache.share, ${descriptorOf(pkg)})
    if (exportModule === undefined) {
      exportModule = __mfNormalizeShareModule(__mfLocalShare);
      __mfWriteSharedCache(__mfModuleCache.share, ${descriptorOf(pkg)}, exportModule, "shell");
    }
    let __mf_0;
    let __mf_1;
    const __mfApplySharedExports = (mod) => {
      __mf_0 = mod["greet"];
      __mf_1 = mod["unused"];
    };
    __mfApplySharedExports(exportModule);
    export default exportModule;
    export { __mf_0 as greet, __mf_1 as unused };
  `;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
  delete globals.__mf_module_cache__;
  delete globals[JSON.parse(INIT_KEY) as string];
});

/** Runs a rewritten wrapper against the one copy, as the bundle would (both written as modules). */
async function load(code: string) {
  dir = mkdtempSync(join(tmpdir(), 'one-share-code-'));
  writeFileSync(join(dir, 'share-code.mjs'), shareCodeModule());
  writeFileSync(join(dir, 'wrapper.mjs'), code.replace(JSON.stringify(SHARE_CODE_ID), '"./share-code.mjs"'));
  return (await import(pathToFileURL(join(dir, 'wrapper.mjs')).href)) as Record<string, unknown>;
}

describe('withoutShareCode', () => {
  it("takes every generated block out of a remote's wrapper, and keeps its own exports", () => {
    const rewritten = withoutShareCode(remoteWrapper('@giftshop/shared'), 'catalog-shared');
    expect(rewritten?.replaced).toEqual([
      'the init promise state',
      'the module cache bootstrap',
      'the shared-cache helpers',
      "the wait for the host's copy",
    ]);
    const code = rewritten!.code;
    expect(code).toContain(`from ${JSON.stringify(SHARE_CODE_ID)}`);
    expect(code).not.toMatch(/const __mfReadSharedCache|const __mfModuleCache|Shared module @giftshop/);
    expect(code).toContain('__mf_0 = exportModule["greet"]');
    // Far smaller: the wrapper keeps its exports and one call.
    expect(code.length).toBeLessThan(remoteWrapper('@giftshop/shared').length / 4);
  });

  it("reads the host's copy at once when the shared cache has it", async () => {
    const share = { greet: () => 'hi', default: 'the module' };
    globals.__mf_module_cache__ = { share: { 'default:pkg-a': share }, remote: {} };
    const wrapper = await load(withoutShareCode(remoteWrapper('pkg-a'), 'a')!.code);
    expect(wrapper.greet).toBe(share.greet);
    expect(wrapper.default).toBe('the module');
    expect(wrapper.__moduleExports).toBe(share);
  });

  it('waits for the container to initialize when it does not, and says which package never came', async () => {
    const wrapper = await load(withoutShareCode(remoteWrapper('pkg-b'), 'b')!.code);
    const cache = moduleCache();
    expect(wrapper.greet).toBeUndefined();
    expect(cache.pendingShareLoads).toHaveLength(1);
    const pending = cache.pendingShareLoads[0]!;
    const share = { greet: () => 'later' };
    cache.share['default:pkg-b'] = share;
    initState().initResolve({});
    await pending;
    expect(wrapper.greet).toBe(share.greet);
    expect(wrapper.__moduleExports).toBe(share);
    expect(cache.pendingShareLoads).toHaveLength(0);
  });

  it('says which package never came when the container initialized without it', async () => {
    await load(withoutShareCode(remoteWrapper('pkg-c'), 'c')!.code);
    const cache = moduleCache();
    const pending = cache.pendingShareLoads[0]!;
    const settled = expect(pending).rejects.toThrow('Shared module pkg-c was imported before federation');
    initState().initResolve({});
    await settled;
  });

  it("takes the blocks out of a shell's wrapper, which still writes its local copy", async () => {
    const rewritten = withoutShareCode(shellWrapper('pkg-d'), 'shell-d')!;
    expect(rewritten.replaced).toEqual([
      'the module cache bootstrap',
      'the shared-cache helpers',
      'the share-module normalizer',
      "the copies of the package's exports",
    ]);
    // Each export read as a call marked pure: the minifier drops the ones the build never imports.
    expect(rewritten.code).toContain('__mf_0 = /* @__PURE__ */ __shopMfPick(mod, "greet");');
    expect(rewritten.code).toContain('__mf_1 = /* @__PURE__ */ __shopMfPick(mod, "unused");');
    dir = mkdtempSync(join(tmpdir(), 'one-share-code-'));
    writeFileSync(join(dir, 'local.mjs'), 'export const greet = () => "local";\n');
    writeFileSync(join(dir, 'share-code.mjs'), shareCodeModule());
    writeFileSync(
      join(dir, 'wrapper.mjs'),
      rewritten.code
        .replace(JSON.stringify(SHARE_CODE_ID), '"./share-code.mjs"')
        .replace(/"virtual:mf:[^"]*prebuild[^"]*"/, '"./local.mjs"'),
    );
    const wrapper = (await import(pathToFileURL(join(dir, 'wrapper.mjs')).href)) as {
      default: { greet: () => string };
      greet: () => string;
    };
    expect(wrapper.default.greet()).toBe('local');
    expect(wrapper.greet()).toBe('local');
    const cache = moduleCache();
    expect(cache.share['default:pkg-d']).toBe(wrapper.default);
    expect(cache.share['pkg-d']).toBe(wrapper.default);
  });

  it('imports every helper the plugin shares between its wrappers', () => {
    const helpers = `import { __mfGetSharedCacheDescriptor, __mfReadSharedCache, __mfSharedCacheListenersKey, __mfGetSharedCacheListeners, __mfSubscribeSharedCache, __mfSharedCacheOwnersKey, __mfGetSharedCacheOwners, __mfReadSharedCacheOwner, __mfGetSharedModuleIdentity, __mfIsSameSharedModule, __mfWriteSharedCache, __mfTreeShakingSharedCacheKey, __mfGetTreeShakingSharedCache, __mfReadTreeShakingSharedCache, __mfWriteTreeShakingSharedCache, __mfTreeShakingSelectionCacheKey, __mfGetTreeShakingSelectionCache, __mfReadTreeShakingSharedSelection, __mfWriteTreeShakingSharedSelection } from "virtual:mf:__mfe_internal__shell__mf_v__loadShareHelpers__mf_v__.js";\n`;
    const rewritten = withoutShareCode(`${helpers}${GENERATED.moduleCache}`, 'shell-shared')!;
    expect(rewritten.replaced).toContain("the import of the plugin's shared-cache helpers");
    expect(rewritten.code).not.toContain('loadShareHelpers');
    expect(rewritten.code).toContain('__mfWriteTreeShakingSharedSelection }');
  });

  it('leaves a module without the blocks alone', () => {
    expect(withoutShareCode('export const x = 1;\n', 'plain')).toBeNull();
  });

  it('stops the build when a block reads otherwise than the copy, naming it', () => {
    const changed = remoteWrapper('pkg-e').replace(
      'pendingShareLoads.push(promise);',
      'pendingShareLoads.unshift(promise);',
    );
    expect(() => withoutShareCode(changed, 'e')).toThrow(/the module cache bootstrap reads otherwise in e/);
    const tail = remoteWrapper('pkg-e').replace('was imported before', 'was loaded before');
    expect(() => withoutShareCode(tail, 'e')).toThrow(/the wait for the host's copy reads otherwise/);
    const twice = shellWrapper('pkg-e') + GENERATED.normalize;
    expect(() => withoutShareCode(twice, 'e')).toThrow(/the share-module normalizer is written 2 times/);
  });
});
