/**
 * The shop uses no Realtime channels. Browser builds alias
 * `@supabase/realtime-js` to this module (see `shared/vite/federation.ts`),
 * which saves ~17 KB gzip on every page; supabase-js only calls `setAuth` on it.
 */
const unused = () =>
  new Error('Realtime is not part of this shop; remove the alias in shared/vite/federation.ts to use it.');

export class RealtimeClient {
  constructor(..._args: unknown[]) {}
  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }
  channel(..._args: unknown[]): never {
    throw unused();
  }
  getChannels(): unknown[] {
    return [];
  }
  removeChannel(..._args: unknown[]): Promise<'ok'> {
    return Promise.resolve('ok');
  }
  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }
}
