/**
 * One copy of the federation container's code per page (issue 31).
 *
 * `@module-federation/vite` writes the same generated code into every container's entry (`remoteEntry.js`):
 * the container's `init` (share-scope handling, the share-pin lifecycle plugin, the adopted-provider logic,
 * the shared-cache seeding ...), about 6 KB gzip, of which a container's own data (its name, its shared
 * packages' order, its runtime plugins, its exposes) is a few hundred bytes. Every page loads the shell's entry
 * and the page's remote's entry: the same code twice.
 *
 * This plugin turns that generated code into a factory that takes the container's data as parameters:
 * - in the shell (`provide`), the shell's entry defines the factory, publishes it on
 *   `globalThis.__shopMfContainers[<key>]` and builds the shell's own container with it;
 * - in a remote (`use`), the entry holds only its data, its imports (its own federation runtime, its runtime
 *   plugins, its exposes) and a call to the shell's factory. The key names the plugin's version and a hash of
 *   the factory's code, so a remote uses the shell's copy only when it is the very code it was built with. When
 *   it is not (a remote built against another shell, or loaded by another host), the remote loads its own copy,
 *   a chunk of its build that is otherwise never fetched: a remote still deploys alone.
 *
 * It relies on the template of `generateRemoteEntry` in @module-federation/vite 1.23.0 (lib/index.js), as the
 * shop's options shape it (one share scope, `version-first`, no tree-shaken shares). Each rewrite below must
 * match exactly once and the factory's code must hash to `FACTORY_HASH`: a plugin update that changes the
 * template fails the build here, with what to review, instead of shipping a container that half works.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The plugin version whose template this was written against. */
export const TEMPLATE_VERSION = '1.23.0';
/** The hash of the factory's code as that version generates it for the shop (see `factoryOf`). */
export const FACTORY_HASH = '49f24002b2e77628';

const pluginVersion = (
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../../node_modules/@module-federation/vite/package.json', import.meta.url)),
      'utf8',
    ),
  ) as { version: string }
).version;

const REMOTE_ENTRY_ID = 'virtual:mf-REMOTE_ENTRY_ID';
const FALLBACK_ID = 'virtual:shop-mf-container';
const GLOBAL = '__shopMfContainers';

/** What the generated code imports, by local name: all of it stays in each container's entry. */
const IMPORTED = /^\s*import\s+(\{[^}]*\}|[\w$]+)\s+from\s+("[^"]*");?[ \t]*$/gm;
const KNOWN_BINDINGS = /^(runtimeInit|loadRemote|runtimeShare|__mfExposesMap|\$runtimePlugin_\d+)$/;

/** A container's own data: the literals and lists the template interpolates, each replaced by a parameter. */
const DATA: { name: string; pattern: RegExp; replacement: string }[] = [
  { name: 'initGlobalKey', pattern: /^(\s*const __mfResolveGlobalKey = )("[^"\n]*");?$/m, replacement: 'value' },
  { name: 'cacheGlobalKey', pattern: /^(\s*const __mfCacheGlobalKey = )("[^"\n]*");?$/m, replacement: 'value' },
  { name: 'name', pattern: /^(\s*const mfName = )("[^"\n]*");?$/m, replacement: 'value' },
  {
    name: 'materializedShareBatches',
    pattern: /^(\s*const __mfMaterializedShareBatches = )(\[.*\]);?$/m,
    replacement: 'value',
  },
  { name: 'seedOrder', pattern: /^(\s*const __mfSeedOrder = )(\[.*\]);?$/m, replacement: 'value' },
  { name: 'seedBatches', pattern: /^(\s*const __mfSeedBatches = )(\[.*\]);?$/m, replacement: 'value' },
  { name: 'seedPrerequisites', pattern: /^(\s*const __mfSeedPrerequisites = )(\{.*\});?$/m, replacement: 'value' },
  // A dynamic import must stay in the container's own entry, or its build would not bundle it.
  {
    name: 'localSharedImportMap',
    pattern: /(retrySharedInit\()(\(\) => import\("[^"\n]*"\))(\))/,
    replacement: 'call',
  },
  { name: 'browserPlugins', pattern: /^(\s*const __browserPlugins = )(\[.*\]);$/m, replacement: 'thunk' },
  {
    name: 'ssrPlugins',
    pattern:
      /(const __ssrPlugins = )(typeof globalThis\.window === 'undefined'\s*\?\s*await Promise\.all\(\[[^\n]*\]\)\s*:\s*\[\]);/,
    replacement: 'ssr',
  },
];
const EXPORTS = /^\s*export \{ init, getExposes as get \}\s*$/m;

class TemplateChanged extends Error {
  constructor(what: string) {
    super(
      `[shop-one-container-code] @module-federation/vite ${pluginVersion} generates another container entry ` +
        `than the one shared/vite/oneContainerCode.ts was written against (${TEMPLATE_VERSION}): ${what}. Review the ` +
        "plugin's generateRemoteEntry against the rewrites there (then set FACTORY_HASH), or take the plugin out of the " +
        "shell's and the remotes' configs.",
    );
  }
}

interface Factory {
  /** The import statements, as generated. */
  imports: string[];
  /** The factory's code: `function (__p) { ... }`. */
  code: string;
  /** The container's data, as source text: the factory's parameter object without its imports. */
  data: string[];
  key: string;
}

/** Splits a generated container entry into the factory (the same for every container) and its data. */
export function factoryOf(generated: string, expectedHash = FACTORY_HASH): Factory {
  const imports: string[] = [];
  const bindings: string[] = [];
  let body = generated.replace(IMPORTED, (statement, names: string) => {
    imports.push(statement.trim());
    for (const name of names.replace(/[{}]/g, '').split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop()!;
      if (!KNOWN_BINDINGS.test(local)) throw new TemplateChanged(`it imports ${local}`);
      bindings.push(local);
    }
    return '';
  });
  const data: string[] = [];
  for (const { name, pattern, replacement } of DATA) {
    const found = body.match(new RegExp(pattern.source, pattern.flags + 'g'));
    if (found?.length !== 1) throw new TemplateChanged(`${name} is written ${found?.length ?? 0} times, not once`);
    body = body.replace(pattern, (_, before: string, value: string, after = '') => {
      if (replacement === 'value') {
        data.push(`${name}: ${value}`);
        return `${before}__p.${name};`;
      }
      if (replacement === 'call') {
        data.push(`${name}: ${value}`);
        return `${before}__p.${name}${after}`;
      }
      if (replacement === 'thunk') {
        data.push(`${name}: () => ${value}`);
        return `${before}__p.${name}();`;
      }
      data.push(`${name}: async () => (${value.replace(/\?\s*await /, '? ')})`);
      return `${before}await __p.${name}();`;
    });
  }
  if (!EXPORTS.test(body)) throw new TemplateChanged('its exports are not `init` and `getExposes as get`');
  body = body.replace(EXPORTS, '');
  if (/\$runtimePlugin_|virtual:|\bimport\s*\(\s*["'`]/.test(body)) {
    throw new TemplateChanged('the factory would still name a runtime plugin or a module of its container');
  }
  const code =
    'function (__p) {\n  const { runtimeInit, runtimeShare, __mfExposesMap } = __p;\n' +
    // (Without its blank lines: where the imports were removed differs by container.)
    `${body.replace(/\n\s*\n/g, '\n').trim()}\n  return { init, get: getExposes };\n}`;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  if (hash !== expectedHash) throw new TemplateChanged(`the factory's code hashes to ${hash}, not ${expectedHash}`);
  const params = [...new Set(bindings.filter((b) => b !== 'loadRemote' && !b.startsWith('$')))];
  return { imports, code, data: [...params, ...data], key: `${pluginVersion}:${hash}` };
}

/** The shell's entry: the factory, published, and the shell's own container made with it. */
function provided({ imports, code, data, key }: Factory): string {
  return `${imports.join('\n')}
const __shopMfContainer = ${code};
(globalThis.${GLOBAL} ||= Object.create(null))[${JSON.stringify(key)}] ||= __shopMfContainer;
const __shopMf = __shopMfContainer({\n  ${data.join(',\n  ')}\n});
const init = __shopMf.init;
const get = __shopMf.get;
export { init, get };
`;
}

/** A remote's entry: its data, and the shell's factory (or its own copy, only when the shell has none). */
function using({ imports, data, key }: Factory): string {
  return `${imports.join('\n')}
const __shopMfData = {\n  ${data.join(',\n  ')}\n};
let __shopMf;
const __shopMfContainer = () =>
  (__shopMf ||= (async () => {
    const make = globalThis.${GLOBAL}?.[${JSON.stringify(key)}] ?? (await import(${JSON.stringify(FALLBACK_ID)})).default;
    return make(__shopMfData);
  })().catch((error) => {
    __shopMf = undefined;
    throw error;
  }));
async function init(...args) {
  return (await __shopMfContainer()).init(...args);
}
async function get(...args) {
  return (await __shopMfContainer()).get(...args);
}
export { init, get };
`;
}

/**
 * `provide` in the shell's config, `use` in each remote's, after `federation(...)`. Browser builds only: the
 * dev server and the server builds keep the plugin's own entries.
 */
export function oneContainerCode(role: 'provide' | 'use'): Plugin {
  let factory: Factory | undefined;
  let active = false;
  return {
    name: 'shop-one-container-code',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      active = !config.build.ssr;
    },
    resolveId(id) {
      return active && role === 'use' && id === FALLBACK_ID ? `\0${FALLBACK_ID}` : null;
    },
    load(id) {
      if (id !== `\0${FALLBACK_ID}`) return null;
      if (!factory) throw new Error('[shop-one-container-code] the container copy was asked for before its entry');
      return `export default ${factory.code};\n`;
    },
    transform(code, id) {
      if (!active || !id.includes(REMOTE_ENTRY_ID) || id.includes('REMOTE_ENTRY_SSR')) return null;
      if (this.environment?.config.consumer === 'server') return null;
      // To review a new template: SHOP_DUMP_CONTAINER=/tmp/entry writes what the plugin generated.
      if (process.env.SHOP_DUMP_CONTAINER) writeFileSync(`${process.env.SHOP_DUMP_CONTAINER}-${role}.js`, code);
      factory = factoryOf(code);
      return { code: role === 'provide' ? provided(factory) : using(factory), map: null };
    },
  };
}
