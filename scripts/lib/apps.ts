import { remoteNames, type RemoteName } from '../../shared/src/remotes/contracts';

/** The shop's front-end apps: the shell (host) and its remotes (named once, in `shared`), each in `mf-<name>`. */
export interface ShopApp {
  /** Folder, and the server name used for its port. */
  dir: string;
  server: 'shell' | RemoteName;
}

export const shopApps: ShopApp[] = [
  { dir: 'shell', server: 'shell' },
  ...remoteNames.map((name) => ({ dir: `mf-${name}`, server: name })),
];

export const remoteApps = shopApps.filter((app) => app.server !== 'shell');
