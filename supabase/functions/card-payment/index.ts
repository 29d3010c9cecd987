// Edge Function: starts (or resumes) the card payment of the caller's order.
// Deploy: `supabase functions deploy card-payment` (JWT required, the default).
import { cardPaymentHandler } from './handler.ts';

Deno.serve(cardPaymentHandler());
