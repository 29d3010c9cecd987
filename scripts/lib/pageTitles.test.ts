/**
 * A page's title reads "<page> — <brand>" in every tab, server-rendered or not, and that format has one home:
 * `pageTitle` in the shared domain. This scans the shop's source (the remotes, the shell, shared, and the shell's
 * server, which writes the first HTML's `<title>`) for a string that joins a title to the brand with the dash by
 * itself, and names each file and line; and for what sets the tab's title in the browser other than shared's
 * `usePageTitle`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '@giftshop/shared/domain';
import { shopRoot, shopSourceFiles, sourceFiles } from './shopSources';

const home = path.join(shopRoot, 'shared/src/domain/pageTitle.ts');

/** A template that puts the dash beside an interpolation naming the brand, either way round. */
const titleFormat = /—\s*\$\{[^}\n]*brand|\$\{[^}\n]*brand[^}\n]*\}\s*—/i;

export function titleFormatCopies(files: string[]): string[] {
  return files
    .filter((file) => file !== home)
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          titleFormat.test(line) ? [`${path.relative(shopRoot, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
}

describe('page titles', () => {
  it('joins the page and the brand with a dash', () => {
    expect(pageTitle('Order KL-100385', 'Keepsake Lane')).toBe('Order KL-100385 — Keepsake Lane');
  });

  it('is written once, in pageTitle: no remote, shell page or server writes the format again', () => {
    const files = [...shopSourceFiles(), ...sourceFiles(path.join(shopRoot, 'shell/server'))];
    expect(files).toContain(path.join(shopRoot, 'shell/server/htmlDocument.ts'));
    expect(readFileSync(home, 'utf8')).toMatch(titleFormat);
    expect(titleFormatCopies(files)).toEqual([]);
  });

  it("is set in the browser by one hook, shared's usePageTitle: no page, remote or shell sets the tab's title itself", () => {
    const hook = path.join(shopRoot, 'shared/src/ui/usePageTitle.ts');
    const setters = shopSourceFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /document\.title\s*=[^=]/.test(line) ? [`${path.relative(shopRoot, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    // each other setter is named with its file and line
    expect(setters.filter((setter) => !setter.startsWith(`${path.relative(shopRoot, hook)}:`))).toEqual([]);
    expect(setters).toHaveLength(1);
  });
});
