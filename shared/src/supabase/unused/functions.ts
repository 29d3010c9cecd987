/** The shop calls no Edge Functions. Browser builds alias `@supabase/functions-js` here. */
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export const FunctionRegion = {} as const;

export class FunctionsClient {
  constructor(..._args: unknown[]) {}
  invoke(..._args: unknown[]): never {
    throw new Error('Edge Functions are not part of this shop.');
  }
}
