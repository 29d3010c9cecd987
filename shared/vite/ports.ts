/**
 * Default ports of the shop's servers. `SHOP_PORT_OFFSET` shifts them all
 * (so two stacks can run side by side); each can also be set on its own.
 */
export type ShopServer = 'shell' | 'catalog' | 'product' | 'cart' | 'account' | 'backend';

export const defaultPorts: Record<ShopServer, number> = {
  shell: 5173,
  catalog: 5174,
  product: 5175,
  cart: 5176,
  account: 5177,
  backend: 54321,
};

const envName: Record<ShopServer, string> = {
  shell: 'SHELL_PORT',
  catalog: 'CATALOG_PORT',
  product: 'PRODUCT_PORT',
  cart: 'CART_PORT',
  account: 'ACCOUNT_PORT',
  backend: 'BACKEND_PORT',
};

export function shopPorts(env: Record<string, string | undefined> = process.env): Record<ShopServer, number> {
  const offset = Number(env.SHOP_PORT_OFFSET ?? 0) || 0;
  const ports = {} as Record<ShopServer, number>;
  for (const server of Object.keys(defaultPorts) as ShopServer[]) {
    const own = Number(env[envName[server]]);
    ports[server] = Number.isInteger(own) && own > 0 ? own : defaultPorts[server] + offset;
  }
  return ports;
}
