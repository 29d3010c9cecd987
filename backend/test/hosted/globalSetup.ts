import type { TestProject } from 'vitest/node';
import { buildHostedDatabase } from './hostedDatabase';
import { startPostgres15 } from './postgres15';

declare module 'vitest' {
  export interface ProvidedContext {
    pg15: { host: string; port: number; version: string };
  }
}

/**
 * One PostgreSQL 15 server for the hosted tests: started in a temporary
 * directory, given what a hosted Supabase project has, then every migration
 * and the seed (a migration that works only on PGlite fails here), and
 * stopped when the tests end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const t = Date.now();
  const server = await startPostgres15();
  try {
    const built = await buildHostedDatabase(server);
    console.log(
      `${server.version} on ${server.host}:${server.port}: started in ${Date.now() - t - built.ms.bootstrap - built.ms.migrations - built.ms.seed} ms; ` +
        `bootstrap ${built.ms.bootstrap} ms, ${built.migrations.length} migrations ${built.ms.migrations} ms, seed ${built.ms.seed} ms`,
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('pg15', { host: server.host, port: server.port, version: server.version });
  return server.stop;
}
