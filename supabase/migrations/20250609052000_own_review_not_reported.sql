-- A writer cannot report their own review (R-a, item 3).
--
-- report_review (20250609005000_reviews.sql) counted a report from the
-- review's own writer like anyone's: with the threshold at 1 (or with one
-- other report) a writer could hide their own review, and it counted toward
-- the threshold the shop reads as "shoppers found this wrong". It now refuses
-- it as vote_review_helpful refuses a vote for one's own review: "You cannot
-- report your own review." (42501, so supabase-js reports 403 to a signed-in
-- caller). The Reviews tab no longer offers Report on the shopper's own
-- review (mf-product/src/reviews). Same signature and grants; the body is as
-- it was with those three lines (reviewsCases.ts diffs it). Rerunnable.

-- As in 20250609005000_reviews.sql, refusing the review's writer.
create or replace function public.report_review(review bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  shopper uuid := auth.uid();
  target public.reviews;
  added integer;
  threshold integer := (select s.review_report_threshold from public.shop_settings s limit 1);
begin
  if shopper is null then
    raise exception 'Sign in to report a review.' using errcode = '42501';
  end if;
  select * into target from public.reviews where id = review;
  if target.id is null or (target.status <> 'published' and target.user_id <> shopper) then
    raise exception 'No such review.' using errcode = 'P0002';
  end if;
  if target.user_id = shopper then
    raise exception 'You cannot report your own review.' using errcode = '42501';
  end if;
  insert into public.review_reports (review_id, user_id) values (review, shopper) on conflict do nothing;
  get diagnostics added = row_count;
  update public.reviews
  set report_count = report_count + added,
      status = case when report_count + added >= threshold then 'hidden' else status end
  where id = review
  returning * into target;
  return target.status = 'hidden';
end
$$;

revoke all on function public.report_review(bigint) from public, anon;
grant execute on function public.report_review(bigint) to authenticated, service_role;
