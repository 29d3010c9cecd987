import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Reads a remote's built `mf-manifest.json`, lets `edit` change it, and writes it back when `edit` says it did
 * (returns anything but false). Nothing happens when the build wrote no manifest (the server build).
 */
export function editManifest<Manifest>(file: string, edit: (manifest: Manifest) => boolean | void): void {
  if (!existsSync(file)) return;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (edit(manifest) !== false) writeFileSync(file, JSON.stringify(manifest, null, 2));
}
