/**
 * The bus contract's run-time checks (zod): what each command and state payload must look like. Loaded with
 * the shop's other checks (`loadShopChecks`) when the bus carries its first event, after the page responds
 * (issue 31), not with `shared` on every page's start. The names and types are in `contract.ts`.
 */
import * as z from 'zod/mini';
import { shopLimits } from '../domain/shopLimits';

const MAX_PERSONALIZATION = shopLimits.personalizationText;
const text = (max: number) => z.string().check(z.maxLength(max));

/*
 * Each schema is built on its first use (`z.lazy`), not when `shared` loads: `shared` is evaluated on every
 * page before it responds (issue 31), and no event crosses the bus before then. What each one accepts is
 * unchanged: every payload is still checked in full, the first time as every time.
 */

export const cartCustomizationSchema = z.lazy(() =>
  z.record(text(60), z.optional(text(200))).check(
    z.refine(
      (c) => (c.personalizationText ?? '').length <= MAX_PERSONALIZATION,
      `personalizationText is at most ${MAX_PERSONALIZATION} characters`,
    ),
    z.refine((c) => Object.keys(c).length <= 20, 'at most 20 customization entries'),
  ),
);

export const cartItemSchema = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(300)),
    name: z.string().check(z.minLength(1), z.maxLength(200)),
    price: z.number().check(z.minimum(0), z.maximum(100_000)),
    image: text(2000),
    quantity: z.int().check(z.minimum(1), z.maximum(999)),
    customization: cartCustomizationSchema,
    productSku: z.optional(text(200)),
    variantSku: z.optional(text(200)),
    designCode: z.optional(text(200)),
    /** The group order the line belongs to (issue 27): the drawer shows the group as one entry. */
    group: z.optional(
      z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)), name: text(shopLimits.groupName) }),
    ),
  }),
);

export const cartStateSchema = z.lazy(() =>
  z.object({
    items: z.array(cartItemSchema).check(z.maxLength(200)),
    total: z.number().check(z.minimum(0)),
    itemCount: z.int().check(z.minimum(0)),
  }),
);

export const sessionStateSchema = z.lazy(() =>
  z.object({
    status: z.enum(['loading', 'signed-in', 'signed-out']),
    user: z.nullable(
      z.object({
        id: z.string().check(z.minLength(1)),
        email: z.string(),
        displayName: z.string(),
        /** The profile's full name, for checkout to start an empty shipping name with (shared 1.11.0). */
        fullName: z.optional(text(shopLimits.profileFullName)),
      }),
    ),
    /** Signed out: the session ended without a Sign Out here, before the page loaded or on it (shared 2.6.0). */
    ended: z.optional(z.boolean()),
  }),
);

export const toastSchema = z.lazy(() =>
  z.object({
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    description: z.optional(text(500)),
    variant: z.optional(z.enum(['default', 'success', 'destructive'])),
    durationMs: z.optional(z.int().check(z.minimum(500), z.maximum(60_000))),
  }),
);

const empty = z.lazy(() => z.object({}));

/** Commands: sent by anyone, handled by the owner. */
export const commandSchemas = {
  /** Add a line, or raise the quantity of the line with the same id. */
  'cart:add': z.lazy(() => z.object({ item: cartItemSchema })),
  /** Add a whole group order (one line per person) in one go: every line, or none when the cart cannot hold them. */
  'cart:add-group': z.lazy(() => z.object({ items: z.array(cartItemSchema).check(z.minLength(1), z.maxLength(200)) })),
  'cart:remove': z.lazy(() => z.object({ id: z.string().check(z.minLength(1)) })),
  /** Set a line's quantity; 0 or less removes the line. */
  'cart:update': z.lazy(() => z.object({ id: z.string().check(z.minLength(1)), quantity: z.number() })),
  'cart:clear': empty,
  'cart:open': empty,
  'cart:close': empty,
  /** Ask the session owner to sign out. */
  'session:sign-out': empty,
  /** Show a toast in the shell's toast host. */
  'toast:show': toastSchema,
} as const;

/** States: published by the owner, replayed to late subscribers. */
export const stateSchemas = {
  'cart:state': cartStateSchema,
  'session:state': sessionStateSchema,
} as const;
