-- What an invoice is made out to follows the name's markup rule
-- (private.name_markup_problem, 20250609038000_name_markup_rule.sql): the
-- organisation to invoice and the purchase order number took '<' and '>'
-- (found at the last QA stop). Both are shown as text everywhere, but they
-- reach invoices and order e-mails, where a name is a name and an order
-- number an identifier: neither has a use for markup.
--
--   "Enter your organization's name without < or >."
--   "Enter your purchase order number without < or >."
--
-- The checkout's fields say the same words first (mf-cart: validateOrganisation
-- and validatePoNumber, with shared's nameMarkupProblem).
--
-- A trigger on the order row, as the display name's rule is one on the
-- profile (profile_display_name_rule): it reads the values as place_order
-- stores them (cleaned: address_normalised, clean_text), whoever writes them,
-- and place_order is not restated. Orders stored before are left as they are
-- (the pages and e-mails escape them); the trigger runs only when these
-- columns are written. Security definer with an empty search path (the API's
-- callers have no usage on the private schema); it reads nothing but the row.
--
-- The other free text an order stores, and the rule each obeys:
--   shipping_name             the name's markup rule (address_problem)
--   shipping_line1/line2/city what a label prints: Latin letters, digits,
--                             spaces and . , ' ’ # & / - ( ) (address_problem)
--   shipping_region/country   chosen from the shop's lists; postal code: the
--                             country's pattern (address_problem)
--   contact_email             an e-mail address's shape, without < > ( ) " , ; :
--   gift_message, and each    prose printed on the gift or its card: cleaned
--   line's personalization    (clean_multiline_text, clean_text), counted;
--                             markup kept as text ("Love you <3"), escaped
--                             wherever shown
--   group_name (order_items)  cleaned, kept as typed (order_group_name,
--                             20250609018000_order_item_groups.sql)
--   shipping_phone            cleaned and counted only: the checkout's shape
--                             rule (digits, spaces, + ( ) . -) is not the
--                             database's yet
--
-- Runs unchanged on PGlite and PostgreSQL 15 (backend/test/guestCheckoutCases.ts).
-- Rerunnable.

create or replace function public.order_invoice_markup_rule()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  problem text := coalesce(
    private.name_markup_problem(new.organisation, 'organization''s name'),
    private.name_markup_problem(new.po_number, 'purchase order number'));
begin
  if problem is not null then
    raise exception using message = problem, errcode = '22023';
  end if;
  return new;
end
$$;

revoke all on function public.order_invoice_markup_rule() from public, anon, authenticated;

drop trigger if exists orders_invoice_markup_rule on public.orders;
create trigger orders_invoice_markup_rule before insert or update of organisation, po_number on public.orders
for each row execute function public.order_invoice_markup_rule();
