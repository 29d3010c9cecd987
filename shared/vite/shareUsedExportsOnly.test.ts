// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as query from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prebuildTag, usedQueryExports, withUsedExportsOnly } from './shareUsedExportsOnly';

const repo = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('dist') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a file imports from a package as values (`import type` and `type X` are erased). */
export function valueImports(code: string, pkg: string): string[] {
  const quoted = pkg.replace(/[/.]/g, '\\$&');
  const imports = code.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${quoted}'`, 'g'));
  return [...imports].flatMap(([, typeOnly, list]) =>
    typeOnly
      ? []
      : list!
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

describe('the shell’s TanStack Query share', () => {
  const dirs = ['shell/src', 'mf-catalog/src', 'mf-product/src', 'mf-cart/src', 'mf-account/src', 'shared/src'];
  const files = dirs.flatMap((dir) => sourceFiles(join(repo, dir)));

  it('provides every export the shop’s code imports', () => {
    const missing = files.flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      if (/import\s+\*\s+as\s+\w+\s+from\s+'@tanstack\/react-query'/.test(code))
        return [`${relative(repo, file)}: import *`];
      return valueImports(code, '@tanstack/react-query')
        .filter((name) => !(usedQueryExports as readonly string[]).includes(name))
        .map((name) => `${relative(repo, file)}: ${name}`);
    });
    expect(files.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('lists only what the library exports, and each is used', () => {
    const used = new Set(files.flatMap((file) => valueImports(readFileSync(file, 'utf8'), '@tanstack/react-query')));
    for (const name of usedQueryExports) {
      expect(query, name).toHaveProperty(name);
      expect(used, name).toContain(name);
    }
  });

  it('reads value imports, not types', () => {
    const code = `import { type QueryKey, useQuery as read, QueryClient } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { x } from '@tanstack/react-query-devtools';`;
    expect(valueImports(code, '@tanstack/react-query')).toEqual(['useQuery', 'QueryClient']);
  });
});

describe('withUsedExportsOnly', () => {
  const installed = readFileSync(join(repo, 'node_modules/@module-federation/vite/lib/index.js'), 'utf8');

  it('rewrites the namespace import the installed @module-federation/vite writes for a share’s local copy', () => {
    expect(installed).toContain(
      'import * as __mfPrebuildNamespace from ${escapeGeneratedStringLiteral(importSource)};',
    );
    expect(installed).toContain('const PREBUILD_TAG = "__prebuild__";');
    const copy = `
    import * as __mfPrebuildNamespace from "@tanstack/react-query";
    const __mfPrebuildExports = __mfPrebuildNamespace;
    const __mf_0 = __mfPrebuildExports["useQuery"];`;
    const trimmed = withUsedExportsOnly(copy, '@tanstack/react-query', ['useQuery', 'QueryClient']);
    expect(trimmed).toContain(
      'import { useQuery, QueryClient } from "@tanstack/react-query";\nconst __mfPrebuildNamespace = { useQuery, QueryClient };',
    );
    expect(trimmed).not.toContain('import * as');
    expect(trimmed.endsWith('const __mf_0 = __mfPrebuildExports["useQuery"];')).toBe(true);
  });

  it('fails the build when the copy changed shape, instead of sharing the whole library or half of it', () => {
    expect(() =>
      withUsedExportsOnly('export * from "@tanstack/react-query";', '@tanstack/react-query', ['useQuery']),
    ).toThrow(/changed shape/);
  });

  it('names a package as the plugin’s virtual modules do', () => {
    const encoder = readdirSync(join(repo, 'node_modules/@module-federation/vite/lib'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(repo, 'node_modules/@module-federation/vite/lib', name), 'utf8'))
      .find((code) => code.includes('function packageNameEncode(name)'));
    expect(encoder).toContain(
      'name.replace(/@/g, "_mf_0_").replace(/\\//g, "_mf_1_").replace(/-/g, "_mf_2_").replace(/\\./g, "_mf_3_")',
    );
    expect(prebuildTag('@tanstack/react-query')).toBe('__prebuild___mf_0_tanstack_mf_1_react_mf_2_query__prebuild__');
  });
});
