// @vitest-environment node
/**
 * The browser builds bundle rxjs (the bus) from its ES2015 build: the folder that rxjs's own package names for the
 * `es2015` condition, for `rxjs` and each of its subpaths. An rxjs that moves or drops that build fails here, not in
 * a shopper's browser.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { rxjsEs2015, shopResolve } from './federation';

const rxjsRoot = dirname(createRequire(import.meta.url).resolve('rxjs/package.json'));
const rxjsPackage = JSON.parse(readFileSync(join(rxjsRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, Record<string, string>>;
};

describe("the bus's rxjs", () => {
  it("is the folder of the package's es2015 build, for rxjs and each subpath it exports", () => {
    expect(shopResolve()?.alias).toMatchObject({ rxjs: rxjsEs2015 });
    for (const [subpath, conditions] of Object.entries(rxjsPackage.exports)) {
      if (!conditions.es2015 || subpath.includes('*')) continue;
      const asAliased = join(rxjsEs2015, subpath.replace(/^\.\/?/, ''));
      expect(relative(rxjsRoot, join(rxjsRoot, conditions.es2015)), subpath).toBe(
        relative(rxjsRoot, join(asAliased, 'index.js')),
      );
      expect(existsSync(join(asAliased, 'index.js')), subpath).toBe(true);
    }
  });

  it('bundles as classes, without tslib', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-bus-'));
    const entry = join(dir, 'bus.js');
    writeFileSync(
      entry,
      "import { ReplaySubject } from 'rxjs'; import { map } from 'rxjs/operators'; export const s = new ReplaySubject(1).pipe(map(String));",
    );
    try {
      const output = await build({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        resolve: shopResolve(),
        build: { write: false, minify: false, lib: { entry, formats: ['es'] } },
      });
      const code = [output]
        .flat()
        .flatMap((result) => ('output' in result ? result.output : []))
        .map((chunk) => ('code' in chunk ? chunk.code : ''))
        .join('\n');
      expect(code).toMatch(/ReplaySubject = class extends Subject \{/);
      expect(code).not.toMatch(/__extends|tslib/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
