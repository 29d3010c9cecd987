// Edge Function: refunds or cancels a paid card order, with the service-role key only.
import { paymentRefundHandler } from './handler.ts';

Deno.serve(paymentRefundHandler());
