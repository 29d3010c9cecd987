/**
 * One copy of the federation's share-wrapper code per build (issue 31).
 *
 * `@module-federation/vite` compiles every shared package a build imports (`react`, `@emotion/styled`,
 * `@giftshop/shared` ...) into a wrapper module (`__loadShare__`) that reads the package from the page's shared
 * cache. Each wrapper carries the same generated code: the module-cache bootstrap and its pending-load tracker,
 * the shared-cache helpers (read, write, subscribe, owners ...), the share-module normalizer and, in a remote
 * (`import: false`), the wait for the host's copy. Wrappers land in different chunks (a remote's page chunk and
 * its query chunk, the shell's React, Emotion and TanStack chunks), so the same code is sent several times per
 * page, and gzip cannot share it between files. The shell's `hostInit` carries the cache helpers once more.
 *
 * A wrapper with its package's own copy (the shell's) also copies every export of the package into a variable,
 * and the minifier keeps the property read of each export nobody imports (over a hundred of @giftshop/shared's):
 * those reads become calls marked pure, which go with their unused variable.
 *
 * This plugin moves that code into one module of the build (`virtual:shop-mf-share-code`, in the build's
 * `federation` chunk) and has each wrapper import it. Only the build's own code is involved: a remote still
 * deploys alone and needs nothing new from the shell.
 *
 * It relies on what @module-federation/vite 1.23.0 generates (lib/index.js: `writeLoadShareModule`,
 * `getRuntimeModuleCacheBootstrapCode`, `generateDeferredHostProvidedExports`, `generateHostAutoInitCode`, and
 * `sharedCacheHelperCode`). Each block below is matched as a whole and must be, line for line, the text it
 * replaces: a plugin update that changes one fails the build here, naming it, instead of shipping wrappers
 * that half work.
 */
import { writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The plugin version whose generated code the blocks below copy. */
export const TEMPLATE_VERSION = '1.23.0';

export const SHARE_CODE_ID = 'virtual:shop-mf-share-code';

// The generated blocks, as 1.23.0 writes them (without their indentation).
const MODULE_CACHE = `
const __mfCacheGlobalKey = "__mf_module_cache__";
globalThis[__mfCacheGlobalKey] ||= { share: {}, remote: {} };
globalThis[__mfCacheGlobalKey].share ||= {};
globalThis[__mfCacheGlobalKey].remote ||= {};
const __mfModuleCache = globalThis[__mfCacheGlobalKey];
const __mfTrackPendingShareLoad = (promise) => {
  const pendingShareLoads = (__mfModuleCache.pendingShareLoads ||= []);
  pendingShareLoads.push(promise);
  const cleanup = () => {
    const index = pendingShareLoads.indexOf(promise);
    if (index !== -1) pendingShareLoads.splice(index, 1);
  };
  void promise.then(cleanup, cleanup);
  return promise;
};
for (const __mfShareKey of Object.keys(__mfModuleCache.share)) {
  if (__mfShareKey.startsWith("default:")) {
    const __mfLegacyShareKey = __mfShareKey.slice("default:".length);
    if (__mfModuleCache.share[__mfLegacyShareKey] === undefined) {
      __mfModuleCache.share[__mfLegacyShareKey] = __mfModuleCache.share[__mfShareKey];
    }
  } else if (!__mfShareKey.includes(":")) {
    const __mfDefaultShareKey = "default:" + __mfShareKey;
    if (__mfModuleCache.share[__mfDefaultShareKey] === undefined) {
      __mfModuleCache.share[__mfDefaultShareKey] = __mfModuleCache.share[__mfShareKey];
    }
  }
}
`;

const PROMISE_STATE = `
const __mfPromiseGlobalKey = "KEY";
let __mfPromiseState = globalThis[__mfPromiseGlobalKey];
if (!__mfPromiseState) {
  let initResolve, initReject;
  const initPromise = new Promise((re, rj) => {
    initResolve = re;
    initReject = rj;
  });
  __mfPromiseState = globalThis[__mfPromiseGlobalKey] = {
    initPromise,
    initResolve,
    initReject,
  };

}
const initPromise = __mfPromiseState.initPromise;
`;

const CACHE_HELPERS = `
const __mfGetSharedCacheDescriptor = (pkg, singleton, version, scope) => {
        const normalizedScope = Array.isArray(scope) ? scope[0] : scope;
        const scopeName = normalizedScope || "default";
        const id = singleton || !version ? pkg : pkg + "@" + version;
        const descriptor = { canonical: scopeName + ":" + id };
        if (scopeName === "default") descriptor.aliases = [id];
        return descriptor;
      };
      const __mfReadSharedCache = (cache, descriptor) => {
        const value = cache[descriptor.canonical];
        if (value !== undefined) return value;
        const aliases = descriptor.aliases || [];
        for (const alias of aliases) {
          if (!Object.prototype.hasOwnProperty.call(cache, alias)) continue;
          const aliasValue = cache[alias];
          if (aliasValue !== undefined) {
            cache[descriptor.canonical] = aliasValue;
            return aliasValue;
          }
        }
        return undefined;
      };
      const __mfSharedCacheListenersKey = Symbol.for("module-federation.shared-cache-listeners");
      const __mfGetSharedCacheListeners = (cache) => {
        let listeners = cache[__mfSharedCacheListenersKey];
        if (listeners === undefined) {
          listeners = Object.create(null);
          Object.defineProperty(cache, __mfSharedCacheListenersKey, {
            value: listeners,
            enumerable: false,
            configurable: false,
            writable: false
          });
        }
        return listeners;
      };
      const __mfSubscribeSharedCache = (cache, descriptor, listener) => {
        const listeners = __mfGetSharedCacheListeners(cache);
        (listeners[descriptor.canonical] ||= new Set()).add(listener);
      };
      const __mfSharedCacheOwnersKey = Symbol.for("module-federation.shared-cache-owners");
      const __mfGetSharedCacheOwners = (cache) => {
        let owners = cache[__mfSharedCacheOwnersKey];
        if (owners === undefined) {
          owners = Object.create(null);
          Object.defineProperty(cache, __mfSharedCacheOwnersKey, {
            value: owners,
            enumerable: false,
            configurable: false,
            writable: false
          });
        }
        return owners;
      };
      const __mfReadSharedCacheOwner = (cache, descriptor) =>
        cache[__mfSharedCacheOwnersKey]?.[descriptor.canonical];
      const __mfGetSharedModuleIdentity = (value) => {
        const candidates = [value, value?.default];
        for (const candidate of candidates) {
          if (!candidate || typeof candidate !== "object") continue;
          for (const key of ["__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE","__TEST_INTERNALS","__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED"]) {
            const internals = candidate[key];
            if (internals && typeof internals === "object") {
              return { internals };
            }
          }
          if (typeof candidate.useState === "function") return { hook: candidate.useState };
        }
        return undefined;
      };
      const __mfIsSameSharedModule = (current, next) => {
        if (current === next) return true;
        const currentIdentity = __mfGetSharedModuleIdentity(current);
        const nextIdentity = __mfGetSharedModuleIdentity(next);
        if (!currentIdentity || !nextIdentity) return false;
        const currentInternals = currentIdentity.internals;
        const nextInternals = nextIdentity.internals;
        // Internals identity is authoritative when either side exposes it.
        // Never treat absent fields as equal (undefined === undefined).
        if (currentInternals !== undefined || nextInternals !== undefined) {
          return (
            currentInternals !== undefined &&
            currentInternals === nextInternals
          );
        }
        // Hook identity is only a fallback when neither side exposes internals.
        return (
          typeof currentIdentity.hook === "function" &&
          currentIdentity.hook === nextIdentity.hook
        );
      };
      const __mfWriteSharedCache = (cache, descriptor, value, owner) => {
        // Rewriting the same instance is a no-op on purpose: the first
        // provider keeps ownership and subscribers are not re-notified, so
        // an already-bound renderer never sees its React rebound.
        const current = __mfReadSharedCache(cache, descriptor);
        if (current !== undefined && __mfIsSameSharedModule(current, value)) return value;
        cache[descriptor.canonical] = value;
        const aliases = descriptor.aliases || [];
        for (const alias of aliases) {
          Object.defineProperty(cache, alias, {
            value,
            enumerable: true,
            configurable: true,
            writable: true
          });
        }
        const owners = cache[__mfSharedCacheOwnersKey];
        if (owner === undefined) {
          if (owners) delete owners[descriptor.canonical];
        } else {
          __mfGetSharedCacheOwners(cache)[descriptor.canonical] = owner;
        }
        const listeners = cache[__mfSharedCacheListenersKey]?.[descriptor.canonical];
        if (listeners) {
          for (const listener of listeners) listener(value);
        }
        return value;
      };
      const __mfTreeShakingSharedCacheKey = Symbol.for("module-federation.tree-shaking-shared-cache");
      const __mfGetTreeShakingSharedCache = (cache) => {
        let metadata = cache[__mfTreeShakingSharedCacheKey];
        if (metadata === undefined) {
          metadata = Object.create(null);
          Object.defineProperty(cache, __mfTreeShakingSharedCacheKey, {
            value: metadata,
            enumerable: false,
            configurable: false,
            writable: false
          });
        }
        return metadata;
      };
      const __mfReadTreeShakingSharedCache = (cache, descriptor, requiredExports) => {
        const fullModule = __mfReadSharedCache(cache, descriptor);
        if (fullModule !== undefined) return fullModule;
        if (!Array.isArray(requiredExports)) return undefined;
        const metadata = cache[__mfTreeShakingSharedCacheKey];
        const entries = metadata?.[descriptor.canonical] || [];
        let compatibleEntry;
        for (const entry of entries) {
          if (!requiredExports.every((name) => entry.providedExports.includes(name))) continue;
          if (!compatibleEntry || entry.providedExports.length < compatibleEntry.providedExports.length) {
            compatibleEntry = entry;
          }
        }
        return compatibleEntry?.value;
      };
      const __mfWriteTreeShakingSharedCache = (cache, descriptor, providedExports, value) => {
        if (!Array.isArray(providedExports)) return value;
        const normalizedExports = [...new Set(providedExports)].sort();
        const metadata = __mfGetTreeShakingSharedCache(cache);
        const entries = (metadata[descriptor.canonical] ||= []);
        const existing = entries.find((entry) =>
          entry.providedExports.length === normalizedExports.length &&
          entry.providedExports.every((name, index) => name === normalizedExports[index])
        );
        if (existing) existing.value = value;
        else entries.push({ providedExports: normalizedExports, value });
        return value;
      };
      const __mfTreeShakingSelectionCacheKey = Symbol.for("module-federation.tree-shaking-shared-selection-cache");
      const __mfGetTreeShakingSelectionCache = (cache) => {
        let selections = cache[__mfTreeShakingSelectionCacheKey];
        if (selections === undefined) {
          selections = Object.create(null);
          Object.defineProperty(cache, __mfTreeShakingSelectionCacheKey, {
            value: selections,
            enumerable: false,
            configurable: false,
            writable: false
          });
        }
        return selections;
      };
      const __mfReadTreeShakingSharedSelection = (cache, descriptor, consumer) => {
        const fullModule = __mfReadSharedCache(cache, descriptor);
        if (fullModule !== undefined) return fullModule;
        return cache[__mfTreeShakingSelectionCacheKey]?.[descriptor.canonical]?.[consumer];
      };
      const __mfWriteTreeShakingSharedSelection = (cache, descriptor, consumer, value) => {
        const selections = __mfGetTreeShakingSelectionCache(cache);
        const byConsumer = (selections[descriptor.canonical] ||= Object.create(null));
        byConsumer[consumer] = value;
        return value;
      };
`;

const NORMALIZE = `
const __mfNormalizeShareModule = (mod) => {
  const normalized = (() => {
    let current = mod;
  for (let i = 0; i < 5; i++) {
    const defaultExport = current?.default;
    if (!defaultExport || typeof defaultExport !== "object") break;
    const namedValues = Object.keys(current).filter((key) => key !== "default").map((key) => current[key]);
    if (namedValues.length > 0 && namedValues.some((value) => value !== undefined)) break;
    current = defaultExport;
  }
  return current;
  })();
  return normalized && Object.getPrototypeOf(normalized) === null
    ? Object.assign({}, normalized)
    : normalized;
};
`;

const INITIALIZED = `
const __mfInitializedLocalShare = (mod) => {
  if (mod === undefined) return undefined;
  try {
    return __mfNormalizeShareModule(mod);
  } catch (error) {
    if (error instanceof ReferenceError) return undefined;
    throw error;
  }
};
`;

/** What the wrapper of an `import: false` share (a remote's) does with the host's copy, for one package. */
const hostProvided = (descriptor: string, pkg: string) => {
  const read = `__mfReadSharedCache(__mfModuleCache.share, ${descriptor})`;
  return `
let exportModule = ${read};
if (exportModule === undefined) {
__mfTrackPendingShareLoad(initPromise.then(() => {
exportModule = ${read};
// A share init() left to its dynamic import is normally bridged before that import runs;
// bridge it here when this wrapper is reached another way.
if (exportModule === undefined && typeof __mfPromiseState.loadLazyShares === "function") {
return __mfPromiseState.loadLazyShares([${JSON.stringify(pkg)}]).then(() => {
exportModule = ${read};
});
}
}).then(() => {
if (exportModule === undefined) {
throw new Error("[Module Federation] Shared module ${pkg} was imported before federation bootstrap finished.");
}
__mfApplyHostProvidedExports(exportModule);
}));
} else {
__mfApplyHostProvidedExports(exportModule);
}
`;
};

const CACHE_HELPER_NAMES = [...CACHE_HELPERS.matchAll(/^[ \t]*const (__mf\w+) = /gm)].map((m) => String(m[1]));

const [MODULE_CACHE_HEAD, ALIAS_LOOP] = MODULE_CACHE.split(/(?=^for \(const __mfShareKey )/m);

/** The build's one copy: the blocks, each once, and what the wrappers call instead of their own copies. */
const SHARE_CODE = `${MODULE_CACHE_HEAD}
export const __shopMfPick = (mod, name) => mod[name];
export const __shopMfAliasShareKeys = () => {
${ALIAS_LOOP}};
export const __shopMfPromiseState = (__mfPromiseGlobalKey) => {
${PROMISE_STATE.trim().split('\n').slice(1, -1).join('\n')}
return __mfPromiseState;
};
${CACHE_HELPERS}
${NORMALIZE}
${INITIALIZED}
export const __shopMfHostProvided = (__mfPromiseState, pkg, descriptor, apply) => {
let exportModule = __mfReadSharedCache(__mfModuleCache.share, descriptor);
if (exportModule === undefined) {
__mfTrackPendingShareLoad(__mfPromiseState.initPromise.then(() => {
exportModule = __mfReadSharedCache(__mfModuleCache.share, descriptor);
if (exportModule === undefined && typeof __mfPromiseState.loadLazyShares === "function") {
return __mfPromiseState.loadLazyShares([pkg]).then(() => {
exportModule = __mfReadSharedCache(__mfModuleCache.share, descriptor);
});
}
}).then(() => {
if (exportModule === undefined) {
throw new Error("[Module Federation] Shared module " + pkg + " was imported before federation bootstrap finished.");
}
apply(exportModule);
}));
return undefined;
}
apply(exportModule);
return exportModule;
};
export { __mfCacheGlobalKey, __mfModuleCache, __mfTrackPendingShareLoad, ${CACHE_HELPER_NAMES.join(', ')}, __mfNormalizeShareModule, __mfInitializedLocalShare };
`;

/** Without indentation and blank lines: how a block is compared with its copy above. */
const bare = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

class TemplateChanged extends Error {
  constructor(id: string, what: string) {
    super(
      `[shop-one-share-code] @module-federation/vite generates other share-wrapper code than ` +
        `shared/vite/oneShareCode.ts copies (${TEMPLATE_VERSION}): ${what} in ${id}. Review the plugin's ` +
        'templates against the blocks there, or take oneShareCode() out of the configs.',
    );
  }
}

interface Block {
  name: string;
  pattern: RegExp;
  /** The block as it must read, from what the pattern matched (its groups). */
  expected: (groups: string[]) => string;
  /** What the wrapper keeps in its place. */
  replacement: (groups: string[]) => string;
  imports: string[];
}

const BLOCKS: Block[] = [
  {
    name: 'the init promise state',
    pattern:
      /^[ \t]*const __mfPromiseGlobalKey = ("[^"\n]*");\n[ \t]*let __mfPromiseState = globalThis\[__mfPromiseGlobalKey\];\n(?:.*\n)*?[ \t]*const initPromise = __mfPromiseState\.initPromise;\n/m,
    expected: ([key]) => PROMISE_STATE.replace('"KEY"', () => String(key)),
    replacement: ([key]) =>
      `const __mfPromiseState = __shopMfPromiseState(${key});\nconst initPromise = __mfPromiseState.initPromise;\n`,
    imports: ['__shopMfPromiseState'],
  },
  {
    name: 'the module cache bootstrap',
    pattern:
      /^[ \t]*const __mfCacheGlobalKey = "__mf_module_cache__";\n(?:.*\n)*?for \(const __mfShareKey of Object\.keys\(__mfModuleCache\.share\)\) \{\n(?:.*\n)*?\}\n/m,
    expected: () => MODULE_CACHE,
    replacement: () => '__shopMfAliasShareKeys();\n',
    imports: ['__mfCacheGlobalKey', '__mfModuleCache', '__mfTrackPendingShareLoad', '__shopMfAliasShareKeys'],
  },
  {
    name: 'the shared-cache helpers',
    pattern:
      /^[ \t]*const __mfGetSharedCacheDescriptor = (?:.*\n)*?[ \t]*const __mfWriteTreeShakingSharedSelection = (?:.*\n)*?[ \t]*\};\n/m,
    expected: () => CACHE_HELPERS,
    replacement: () => '',
    imports: CACHE_HELPER_NAMES,
  },
  {
    // A wrapper the plugin can group with others (the shell's `@giftshop/shared`) imports the same helpers
    // from a module of the plugin's instead, with a chunk of its own: from the one copy here too.
    name: "the import of the plugin's shared-cache helpers",
    pattern:
      /^[ \t]*import \{ __mfGetSharedCacheDescriptor, [^}\n]* \} from ("[^"\n]*__mf_v__loadShareHelpers__mf_v__[^"\n]*");\n/m,
    expected: ([id]) => `import { ${CACHE_HELPER_NAMES.join(', ')} } from ${id};`,
    replacement: () => '',
    imports: CACHE_HELPER_NAMES,
  },
  {
    name: 'the share-module normalizer',
    pattern: /^[ \t]*const __mfNormalizeShareModule = \(mod\) => \{\n(?:.*\n)*?[ \t]*\};\n/m,
    expected: () => NORMALIZE,
    replacement: () => '',
    imports: ['__mfNormalizeShareModule'],
  },
  {
    name: 'the initialized local share',
    pattern: /^[ \t]*const __mfInitializedLocalShare = \(mod\) => \{\n(?:.*\n)*?[ \t]*\};\n/m,
    expected: () => INITIALIZED,
    replacement: () => '',
    imports: ['__mfInitializedLocalShare'],
  },
  {
    name: "the wait for the host's copy",
    pattern:
      /^[ \t]*let exportModule = __mfReadSharedCache\(__mfModuleCache\.share, (\{[^\n]*\})\);\n[ \t]*if \(exportModule === undefined\) \{\n[ \t]*__mfTrackPendingShareLoad\(initPromise\.then\(\(\) => \{\n(?:.*\n)*?[ \t]*return __mfPromiseState\.loadLazyShares\(\[("(?:[^"\\\n]|\\.)*")\]\)(?:.*\n)*?[ \t]*\} else \{\n[ \t]*__mfApplyHostProvidedExports\(exportModule\);\n[ \t]*\}\n/m,
    expected: ([descriptor, pkg]) => hostProvided(String(descriptor), JSON.parse(String(pkg)) as string),
    replacement: ([descriptor, pkg]) =>
      `let exportModule;\nexportModule = __shopMfHostProvided(__mfPromiseState, ${pkg}, ${descriptor}, (mod) => {\n` +
      '  exportModule = mod;\n  __mfApplyHostProvidedExports(mod);\n});\n',
    imports: ['__shopMfHostProvided'],
  },
];

const PICK = /^([ \t]*)(__mf_\d+) = mod\[("[^"\n]+")\];$/gm;

/**
 * A wrapper (or `hostInit`) without its copies of the blocks: they come from `SHARE_CODE_ID` instead.
 * `null` when it holds none of them.
 */
export function withoutShareCode(code: string, id: string): { code: string; replaced: string[] } | null {
  const imports = new Set<string>();
  const replaced: string[] = [];
  for (const block of BLOCKS) {
    const found = [...code.matchAll(new RegExp(block.pattern.source, block.pattern.flags + 'g'))];
    if (found.length === 0) continue;
    if (found.length > 1) throw new TemplateChanged(id, `${block.name} is written ${found.length} times, not once`);
    const [match, ...groups] = [...found[0]!].map(String) as [string, ...string[]];
    if (bare(match) !== bare(block.expected(groups))) throw new TemplateChanged(id, `${block.name} reads otherwise`);
    code = code.replace(match, () => block.replacement(groups));
    for (const name of block.imports) imports.add(name);
    replaced.push(block.name);
  }
  // A wrapper with its package's copy (the shell's) copies every export of the package into a variable of its
  // own (`__mf_3 = mod["useState"];`), and the minifier keeps the read of each one the build never imports (a
  // property read may run a getter): 131 names of @giftshop/shared, most of TanStack's. As calls marked pure
  // they go with their variable.
  const picks = code.replace(PICK, '$1$2 = /* @__PURE__ */ __shopMfPick(mod, $3);');
  if (picks !== code) {
    code = picks;
    imports.add('__shopMfPick');
    replaced.push("the copies of the package's exports");
  }
  if (replaced.length === 0) return null;
  // A block that was not replaced whole would now be declared twice: say so rather than fail in the bundler.
  for (const name of imports) {
    if (new RegExp(`\\b(?:const|let|var|function)\\s+${name.replace(/\$/g, '\\$')}\\b`).test(code)) {
      throw new TemplateChanged(id, `${name} is still declared after its block was taken out`);
    }
  }
  return { code: `import { ${[...imports].join(', ')} } from ${JSON.stringify(SHARE_CODE_ID)};\n${code}`, replaced };
}

/** The module that holds the build's one copy. */
export const shareCodeModule = () => SHARE_CODE;

/** The generated blocks as 1.23.0 writes them (for the tests, which build wrappers from them). */
export const GENERATED = {
  promiseState: (key: string) => PROMISE_STATE.replace('"KEY"', () => key),
  moduleCache: MODULE_CACHE,
  cacheHelpers: CACHE_HELPERS,
  normalize: NORMALIZE,
  initialized: INITIALIZED,
  hostProvided,
};

/**
 * Every federated build's config, after `federation(...)`: browser builds only (dev and server builds keep
 * theirs). Every share wrapper must give up at least its module-cache bootstrap, or the build stops.
 * `hostInit`: also the build's `hostInit` chunk, in the shell only, where every page loads it (a remote's
 * runs only when it stands alone: there its copies cost nothing, and in the shared module they would).
 */
export function oneShareCode({ hostInit = false } = {}): Plugin {
  let active = false;
  let chunkName: string | undefined;
  return {
    name: 'shop-one-share-code',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      active = !config.build.ssr;
    },
    resolveId(id) {
      return active && id === SHARE_CODE_ID ? `\0${SHARE_CODE_ID}` : null;
    },
    load(id) {
      return id === `\0${SHARE_CODE_ID}` ? SHARE_CODE : null;
    },
    // Into the build's federation chunk (the config's group whose test takes SHARE_CODE_ID), which every page
    // loads already and which imports nothing of the build's own. The federation plugin's chunk groups rank
    // above every group of the config, and take the modules their wrappers import with them: left to them, the
    // module would go with the first wrapper that imports it, into React's or TanStack's chunk, and the other
    // wrappers' chunks would import that one, in any order. So that group is put first here.
    outputOptions(output) {
      if (!active || !output.codeSplitting || typeof output.codeSplitting !== 'object') return null;
      const groups = output.codeSplitting.groups ?? [];
      const ours = groups.find((group) => group.test instanceof RegExp && group.test.test(`\0${SHARE_CODE_ID}`));
      if (!ours) throw new Error(`[shop-one-share-code] no chunk group of the config takes ${SHARE_CODE_ID}`);
      const priority = Math.max(0, ...groups.map((group) => group.priority ?? 0)) + 1;
      chunkName = typeof ours.name === 'string' ? ours.name : undefined;
      return {
        ...output,
        codeSplitting: {
          ...output.codeSplitting,
          groups: [{ ...ours, priority }, ...groups.filter((group) => group !== ours)],
        },
      };
    },
    // And checked: a bundler or plugin update that placed it elsewhere stops the build.
    generateBundle(_, bundle) {
      if (!active) return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const holder = chunks.find((chunk) => chunk.moduleIds.includes(`\0${SHARE_CODE_ID}`));
      if (!holder) return;
      const wrapperChunks = new Set(
        chunks.filter((chunk) => chunk.moduleIds.some((id) => id.includes('__loadShare__'))).map((c) => c.fileName),
      );
      if ((chunkName && holder.name !== chunkName) || holder.imports.some((file) => wrapperChunks.has(file))) {
        this.error(
          `[shop-one-share-code] ${SHARE_CODE_ID} went into ${holder.fileName} (importing ${holder.imports.join(', ')}), ` +
            `not the ${chunkName ?? 'federation'} chunk that imports no share wrapper: review the chunk groups`,
        );
      }
    },
    transform(code, id) {
      if (!active || this.environment?.config.consumer === 'server') return null;
      const wrapper = id.includes('__loadShare__');
      if (!wrapper && !(hostInit && id.includes('__H_A_I__'))) return null;
      // To review a new template: SHOP_DUMP_SHARES=/tmp/share writes what the plugin generated, a file a module.
      if (process.env.SHOP_DUMP_SHARES) {
        writeFileSync(`${process.env.SHOP_DUMP_SHARES}-${id.replace(/[^\w]+/g, '_').slice(-100)}.js`, code);
      }
      const rewritten = withoutShareCode(code, id);
      if (wrapper && !rewritten?.replaced.includes('the module cache bootstrap')) {
        throw new TemplateChanged(id, 'the module cache bootstrap is not there');
      }
      return rewritten && { code: rewritten.code, map: null };
    },
  };
}
