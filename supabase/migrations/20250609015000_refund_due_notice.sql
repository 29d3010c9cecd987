-- The shop is told of money it must give back (review of stop 46). A card
-- order becomes refund_due when a paid order is cancelled (the trigger in
-- 20250609012000_cancel_ends_payment.sql) or a payment succeeds after its
-- order was cancelled (record_payment_event, 20250609010000). Until now that
-- was only a payment_state someone had to look for. Now the same transaction
-- writes a 'refund_due' e-mail to the outbox, addressed to the shop's refunds
-- inbox: which order, how much, the provider's payment reference, and how to
-- refund it. Once per order: a replayed webhook or a second cancel finds the
-- order refund_due already and writes nothing.

-- Where the shop's own notices go. Not in shop_settings, which every shopper
-- may read: staff addresses are the service role's alone.
create table public.shop_inboxes (
  id boolean primary key default true check (id), -- exactly one row
  refunds_email text not null default 'refunds@keepsakelane.example'
    check (refunds_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(refunds_email) <= 254)
);
insert into public.shop_inboxes default values;

alter table public.shop_inboxes enable row level security;
revoke all on public.shop_inboxes from public, anon, authenticated;
grant all on public.shop_inboxes to service_role;

-- Writes the notice of one order's refund to the outbox (in the caller's transaction).
create function private.queue_refund_due_notice(owed public.orders)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.email_outbox (kind, recipient, payload)
  select 'refund_due', i.refunds_email, jsonb_build_object(
      'order_number', owed.order_number,
      'total', owed.total,
      'payment_provider', owed.payment_provider,
      'payment_reference', owed.payment_reference,
      'cancelled_at', owed.cancelled_at)
    from public.shop_inboxes i
$$;
revoke all on function private.queue_refund_due_notice(public.orders) from public;

create function private.refund_due_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_refund_due_notice(new);
  return new;
end
$$;
revoke all on function private.refund_due_notice() from public;

-- Not "update of payment_state": a cancel sets only the status, and the
-- before-trigger's change of payment_state would not count as a target.
create trigger orders_refund_due_notice
  after update on public.orders
  for each row when (new.payment_state = 'refund_due' and old.payment_state is distinct from 'refund_due')
  execute function private.refund_due_notice();

-- Orders already refund_due before this migration: the shop hears of them once.
do $$
begin
  perform private.queue_refund_due_notice(o) from public.orders o where o.payment_state = 'refund_due';
end
$$;
