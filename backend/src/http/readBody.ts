import type { IncomingMessage } from 'node:http';
import { readBudgetedBody, type BodyBudget } from '@giftshop/shared/server';

export class BodyTooLarge extends Error {}

/** A request body may be this large at most (PostgREST's default behind Supabase's gateway is larger; ours is a shop). */
export const MAX_BODY_BYTES = 1_048_576;

/**
 * The request body, up to `limit` bytes, counted against the budget of bodies
 * in flight (in all and for this client): over it, BodyOverBudget.
 */
export function readBody(
  req: IncomingMessage,
  budget: BodyBudget,
  client: string,
  limit = MAX_BODY_BYTES,
): Promise<Buffer> {
  return readBudgetedBody(req, {
    limit,
    budget,
    client,
    onTooLarge: () => new BodyTooLarge(`request body larger than ${limit} bytes`),
  });
}
