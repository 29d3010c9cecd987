/**
 * Browser builds alias `@supabase/functions-js` here: the shop's one Edge
 * Function call from a browser (card payments, issue 29) needs only a JSON
 * POST, so `invoke` is that, through the client's own fetch (which adds the
 * apikey and the session's Authorization header), answering as functions-js
 * does: `{ data, error }`, an error's `context` being the Response.
 */
export class FunctionsError extends Error {
  constructor(
    message: string,
    readonly context?: unknown,
  ) {
    super(message);
  }
}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export const FunctionRegion = {} as const;

export class FunctionsClient {
  constructor(
    private readonly url: string,
    private readonly options: { headers?: Record<string, string>; customFetch?: typeof fetch } = {},
  ) {}

  async invoke(
    name: string,
    options: { body?: unknown } = {},
  ): Promise<{ data: unknown; error: FunctionsError | null }> {
    const send = this.options.customFetch ?? fetch;
    let response: Response;
    try {
      response = await send(`${this.url}/${name}`, {
        method: 'POST',
        headers: { ...this.options.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(options.body ?? {}),
      });
    } catch (error) {
      return { data: null, error: new FunctionsFetchError('Failed to send a request to the Edge Function', error) };
    }
    if (!response.ok)
      return { data: null, error: new FunctionsHttpError('Edge Function returned a non-2xx status code', response) };
    return { data: (await response.json()) as unknown, error: null };
  }
}
