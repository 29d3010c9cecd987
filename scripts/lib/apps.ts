/** The shop's front-end apps: the shell (host) and the four remotes. */
export interface ShopApp {
  /** Folder, and the server name used for its port. */
  dir: string;
  server: 'shell' | 'catalog' | 'product' | 'cart' | 'account';
}

export const shopApps: ShopApp[] = [
  { dir: 'shell', server: 'shell' },
  { dir: 'mf-catalog', server: 'catalog' },
  { dir: 'mf-product', server: 'product' },
  { dir: 'mf-cart', server: 'cart' },
  { dir: 'mf-account', server: 'account' },
];

export const remoteApps = shopApps.filter((app) => app.server !== 'shell');
