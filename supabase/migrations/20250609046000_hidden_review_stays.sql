-- A review hidden by shoppers' reports stays hidden (QA sweep H-f). Its
-- writer could delete it (the reports went with it, review_reports cascading)
-- and write it again from the same line: the new review was published with
-- no reports, its stars back in the figures, and it took as many reporters
-- again to hide it, as often as its writer liked. Editing a hidden review
-- already kept it hidden (write_review's edit leaves the status alone); now
-- its writer cannot delete it either: it stays for the shop to look at (the
-- service role still deletes it). Every other review of their own a shopper
-- still deletes. Rerunnable.

drop policy if exists "a shopper deletes their own reviews" on public.reviews;
drop policy if exists "a shopper deletes their own reviews, not one hidden by reports" on public.reviews;
create policy "a shopper deletes their own reviews, not one hidden by reports" on public.reviews
  for delete to authenticated using (user_id = (select auth.uid()) and status <> 'hidden');
