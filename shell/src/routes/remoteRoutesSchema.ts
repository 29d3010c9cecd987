/** The check of a remote's declared routes (`parseRemoteRoutes`), loaded with its first use. */
import * as z from 'zod/mini';
import type { PageExposeName } from '@giftshop/shared';

/** An expose that renders pages (`HomePage`, `Pages`): never another of the remote's modules, a path or a URL. */
const pageExposeName = z.custom<PageExposeName>(
  (value) => typeof value === 'string' && /^(?:[A-Z][A-Za-z0-9]{0,58})?Pages?$/.test(value),
  'an expose named like HomePage or Pages',
);

const routeSchema = z.strictObject({
  path: z.string().check(z.regex(/^\/[^?#\s]{0,200}$/, 'a path starts with "/" and has no query, fragment or space')),
  page: z.string().check(z.minLength(1), z.maxLength(64)),
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  server: z.enum(['prefetch', 'server', 'browser']),
  spelling: z.optional(z.record(z.string(), z.enum(['code', 'slug']))),
  private: z.optional(z.boolean()),
  expose: z.optional(pageExposeName),
});

export const routesSchema = z.array(routeSchema).check(z.maxLength(100));
