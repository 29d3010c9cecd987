/** The shop's own source, as the checks of what a shopper reads go over it: every remote, the shell and shared. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const shopRoot = path.resolve(import.meta.dirname, '../..');
const sourceDirs = ['mf-catalog/src', 'mf-product/src', 'mf-cart/src', 'mf-account/src', 'shell/src', 'shared/src'];

/** The .ts and .tsx files below `dir` (absolute), tests and test helpers left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec|typecheck|testing)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every .ts and .tsx file of the shop's source (absolute paths), tests and test helpers left out. */
export const shopSourceFiles = (): string[] => sourceDirs.flatMap((dir) => sourceFiles(path.join(shopRoot, dir)));
