// @vitest-environment node
/**
 * Report on a review asks first, then says what happened (H-d: one tap reported it, and enough reports hide a
 * review), through the shop's one client against the real backend and its seed: Report opens "Report this review to
 * the shop?" in place with the safe answer focused; Don’t Report and Escape send nothing and give focus back to
 * Report; Yes sends it (report_review), and the third shopper's report, which hides the review, says so. A visitor
 * is asked to sign in and asked nothing else. The page gets a document (happy-dom's), installed for it.
 */
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop, getShopConfig } from '@giftshop/shared';
import { toReview, type ReviewFields } from '@giftshop/shared/domain';
import { inDocument, startTestBackend, type TestBackend, until } from '@giftshop/shared/testing';
import { ReviewItem, ReviewList } from './ReviewItem';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
}, 60_000);
afterAll(() => backend?.stop());

const signUp = async (who: string) => {
  const answer = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `report-${who}-${Date.now()}@example.com`, password: 'gift-wrap-42' }),
  });
  return (await answer.json()) as { access_token: string; user: { id: string } };
};
const reportAs = (token: string, review: number) =>
  fetch(`${backend.url}/rest/v1/rpc/report_review`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ review }),
  });
/** Whether anyone still sees the review (a hidden one is the shop's to look at). */
const published = async (review: number) => {
  const answer = await fetch(`${backend.url}/rest/v1/reviews?select=id&id=eq.${review}`, {
    headers: { apikey: backend.anonKey },
  });
  return ((await answer.json()) as unknown[]).length === 1;
};

describe('Report on a review', () => {
  it('asks first, sends nothing unless confirmed, then says the review is hidden when the report hid it', async () => {
    // the seed's first review, read and mapped as the Reviews tab reads it
    const [row] = await fetch(
      `${backend.url}/rest/v1/reviews?select=id,product_id,author_name,stars,title,body,bought_as_gift,helpful_count,created_at,edited_at&order=id&limit=1`,
      { headers: { apikey: backend.anonKey } },
    ).then((answer) => answer.json() as Promise<ReviewFields[]>);
    const review = toReview(row!);
    // two other shoppers reported it already: the shop hides a review at the third (review_report_threshold 3)
    for (const who of ['first', 'second'])
      expect((await reportAs((await signUp(who)).access_token, review.id)).ok).toBe(true);
    expect(await published(review.id)).toBe(true);
    const session = await signUp('third');

    await inDocument('http://localhost:5173/product/KL-MUG-101', async (document) => {
      const page = globalThis.window as unknown as Window;
      Object.assign(globalThis, { localStorage: page.localStorage, sessionStorage: page.sessionStorage });
      localStorage.setItem(getShopConfig().authStorageKey, JSON.stringify(session));
      const { createRoot } = await import('react-dom/client');
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      const button = (name: string) =>
        [...container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement | undefined;
      const press = (name: string) => act(() => button(name)!.click());
      const status = () => container.querySelector('[role="status"]')!;
      try {
        act(() =>
          root.render(
            <ReviewList>
              <ReviewItem review={review} signedIn />
            </ReviewList>,
          ),
        );
        await until(() => button('Report')?.disabled === false); // its code in (reportReviewLater)
        // asked in place, the safe answer focused; the question names the group
        press('Report');
        const group = container.querySelector('[role="group"]')!;
        expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe(
          'Report this review to the shop?',
        );
        expect(button('Report')).toBeUndefined();
        expect(button('Yes, Report It')).toBeTruthy();
        expect(document.activeElement).toBe(button('Don’t Report'));
        // Escape and Don't Report send nothing, and give focus back to Report
        act(() => {
          document.activeElement!.dispatchEvent(
            new (page as unknown as typeof globalThis).KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
          );
        });
        expect(container.querySelector('[role="group"]')).toBeNull();
        expect(document.activeElement).toBe(button('Report'));
        press('Report');
        press('Don’t Report');
        expect(document.activeElement).toBe(button('Report'));
        expect(status().textContent).toBe('');
        expect(await published(review.id)).toBe(true);
        // confirmed: sent, and what happened is said, with focus
        press('Report');
        press('Yes, Report It');
        await until(() => status().textContent !== '');
        expect(status().textContent).toBe('Reported. This review is hidden until the shop has looked at it.');
        expect(document.activeElement).toBe(status());
        expect(button('Reported')!.disabled).toBe(true);
        expect(await published(review.id)).toBe(false);

        // a visitor is asked to sign in, and asked nothing else
        act(() =>
          root.render(
            <ReviewList>
              <ReviewItem key="visitor" review={review} signedIn={false} />
            </ReviewList>,
          ),
        );
        await until(() => button('Report')?.disabled === false); // its code in (reportReviewLater)
        press('Report');
        expect(container.querySelector('[role="group"]')).toBeNull();
        expect(status().textContent).toBe('Sign in to report a review.');
      } finally {
        act(() => root.unmount());
      }
    });
  }, 60_000);
});
