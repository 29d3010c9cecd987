/**
 * What react-router costs the shell on every page (issue 31): bundles, for the browser and minified, the
 * exports the shell uses (`shell/src` imports nothing else from `react-router-dom`), with and without
 * `leaveOutUnusedRouterParts`, and prints raw and gzip KB of each. React stays outside, as in the shell's
 * build (a shared singleton). Byte counts: load does not move them.
 *
 *   npx tsx scripts/bench/routerBytes.ts
 */
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { leaveOutUnusedRouterParts } from '../../shared/vite/leaveOutUnusedRouterParts.ts';

const used = 'BrowserRouter, Routes, Route, Link, NavLink, Navigate, matchPath, matchRoutes, useLocation, useNavigate';
const entry = 'virtual:shell-router-use';

async function bundle(trimmed: boolean): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'shell-router-use',
        resolveId: (id) => (id === entry ? `\0${entry}` : null),
        load: (id) => (id === `\0${entry}` ? `export { ${used}, useParams } from 'react-router-dom';` : null),
      },
      ...(trimmed ? [leaveOutUnusedRouterParts()] : []),
    ],
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        external: /^(react|react-dom|cookie|set-cookie-parser)(\/|$)/,
      },
    },
  })) as Rollup.RollupOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('react-router as the shell uses it, minified for the browser\n');
console.log('| build | raw | gzip |\n|---|---:|---:|');
for (const trimmed of [false, true]) {
  const code = await bundle(trimmed);
  const name = trimmed ? 'with leaveOutUnusedRouterParts' : 'as published';
  console.log(`| ${name} | ${kb(code.length)} | ${kb(gzipSync(code, { level: 9 }).length)} |`);
}
