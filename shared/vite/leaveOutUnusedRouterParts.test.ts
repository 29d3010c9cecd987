// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { leaveOutUnusedRouterParts, trimRouter } from './leaveOutUnusedRouterParts';

const routerDist = fileURLToPath(new URL('../../node_modules/react-router/dist/development/', import.meta.url));
/** The installed react-router's file that defines its components. */
const componentsFile = readdirSync(routerDist)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => readFileSync(routerDist + name, 'utf8'))
  .find((code) => /^var Link = React\d*\.forwardRef\(/m.test(code))!;

/** The shell's kind of use of react-router, bundled for the browser: what is kept of the library. */
async function bundleLinkAndRoutes(plugins: Plugin[]): Promise<string> {
  const entry = 'virtual:shop-router-use';
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === entry ? `\0${entry}` : null),
        load: (id) =>
          id === `\0${entry}`
            ? `export { Link, NavLink, Navigate, Routes, Route, BrowserRouter, useLocation } from 'react-router-dom';`
            : null,
      },
      ...plugins,
    ],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        external: /^(react|react-dom|cookie|set-cookie-parser)(\/|$)/,
      },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const [first] = Array.isArray(output) ? output : [output];
  return first!.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('leaveOutUnusedRouterParts', () => {
  it('marks the installed react-router’s component calls pure, drops its display names and dev warnings', () => {
    expect(componentsFile).toBeDefined();
    const trimmed = trimRouter(componentsFile);
    expect(trimmed).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(trimmed).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(trimmed).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(trimmed).not.toMatch(/^\s*\w+\.displayName = /m);
    expect(trimmed).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(trimmed).not.toMatch(/createElement\(PrefetchPageLinks, \{ page: href \}\)/);
    // Only those: every other line is the library's own.
    expect(trimmed.split('\n')).toHaveLength(componentsFile.split('\n').length);
  });

  it('leaves react-router’s other files as they are, and refuses a components file of another shape', () => {
    const other = 'import { Link } from "./chunk.mjs";\nexport { Link };\n';
    expect(trimRouter(other)).toBe(other);
    expect(() => trimRouter('var Link = React10.forwardRef(() => null);\n')).toThrow(/react-router changed shape/);
  });

  it('lets the bundler leave out <Form>, useSubmit and the page prefetch when only links and routes are used', async () => {
    const untouched = await bundleLinkAndRoutes([]);
    const trimmed = await bundleLinkAndRoutes([leaveOutUnusedRouterParts()]);
    for (const code of [untouched, trimmed]) expect(code).toMatch(/var Link = /);
    expect(untouched).toMatch(/function useSubmit\(/);
    expect(trimmed).not.toMatch(/function useSubmit\(/);
    expect(trimmed).not.toMatch(/var Form = /);
    expect(untouched).toMatch(/function PrefetchPageLinksImpl\(/);
    expect(trimmed).not.toMatch(/function PrefetchPageLinksImpl\(/);
    expect(trimmed.length).toBeLessThan(untouched.length - 4000);
  }, 60_000);
});
