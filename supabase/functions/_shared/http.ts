/** Answers of the shop's Edge Functions: JSON, with the CORS headers browsers need (hosted functions add their own). */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function jsonAnswer(status: number, value: unknown): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A shopper-readable refusal: `{ error: message }` (supabase.functions.invoke hands it back as the error's context). */
export function refusal(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return jsonAnswer(status, { error: message, ...extra });
}
