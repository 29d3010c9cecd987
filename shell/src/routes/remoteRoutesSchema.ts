/** The check of a remote's declared routes (`parseRemoteRoutes`), loaded with its first use. */
import * as z from 'zod/mini';

const routeSchema = z.strictObject({
  path: z.string().check(z.regex(/^\/[^?#\s]{0,200}$/, 'a path starts with "/" and has no query, fragment or space')),
  page: z.string().check(z.minLength(1), z.maxLength(64)),
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  server: z.enum(['prefetch', 'server', 'browser']),
  spelling: z.optional(z.record(z.string(), z.enum(['code', 'slug']))),
  private: z.optional(z.boolean()),
});

export const routesSchema = z.array(routeSchema).check(z.maxLength(100));
