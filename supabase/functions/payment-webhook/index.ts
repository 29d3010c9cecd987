// Edge Function: the card provider's signed webhook. The provider has no user
// token: deploy with JWT verification off (supabase/config.toml,
// [functions.payment-webhook] verify_jwt = false); the signature is the check.
import { paymentWebhookHandler } from './handler.ts';

Deno.serve(paymentWebhookHandler());
