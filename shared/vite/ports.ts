/**
 * Default ports of the shop's servers. `SHOP_PORT_OFFSET` shifts them all
 * (so two stacks can run side by side); each can also be set on its own.
 */
import { remoteNames, type RemoteName } from '../src/remotes/contracts';

export type ShopServer = 'shell' | RemoteName | 'backend';

/** The shell on 5173, the remotes (named once, in `shared`) on the next ports in their order, the backend on 54321. */
export const defaultPorts = {
  shell: 5173,
  ...(Object.fromEntries(remoteNames.map((name, index) => [name, 5174 + index])) as Record<RemoteName, number>),
  backend: 54321,
} satisfies Record<ShopServer, number>;

/** `CATALOG_PORT`, `SHELL_PORT`, `BACKEND_PORT`, … */
const envName = (server: ShopServer) => `${server.toUpperCase()}_PORT`;

export function shopPorts(env: Record<string, string | undefined> = process.env): Record<ShopServer, number> {
  const offset = Number(env.SHOP_PORT_OFFSET ?? 0) || 0;
  const ports = {} as Record<ShopServer, number>;
  for (const server of Object.keys(defaultPorts) as ShopServer[]) {
    const own = Number(env[envName(server)]);
    ports[server] = Number.isInteger(own) && own > 0 ? own : defaultPorts[server] + offset;
  }
  return ports;
}
