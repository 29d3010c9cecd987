/**
 * Reads and points the entries of a shop's run-time config (`remotes.json`): which build of each remote
 * the shop serves. Written whole, through a rename, so the shell's server never reads half a file.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

interface RemotesFile {
  remotes: Record<string, string>;
  [key: string]: unknown;
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as RemotesFile;

/** The entry URL `remotes.json` names for a remote. */
export function remoteEntryIn(file: string, remote: string): string {
  const entry = read(file).remotes?.[remote];
  if (typeof entry !== 'string') throw new Error(`${file} names no "${remote}" remote.`);
  return entry;
}

/** Points a remote's entry at another URL (another build); the rest of the file stays as it was. */
export function pointRemote(file: string, remote: string, entryUrl: string): void {
  const config = read(file);
  if (config.remotes?.[remote] === entryUrl) return;
  config.remotes = { ...config.remotes, [remote]: entryUrl };
  writeFileSync(`${file}.tmp`, JSON.stringify(config, null, 2));
  renameSync(`${file}.tmp`, file);
}
