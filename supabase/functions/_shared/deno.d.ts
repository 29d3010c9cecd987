/** The part of Deno's global the shop's Edge Functions use (the embedded backend provides the same under Node). */
declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};
