import { expect, test, type Page } from './support/test';
import { newShopperSession, openSignedIn } from './support/shopper';

/**
 * Task H-c2: a Sign Out forgets what the shop kept for that shopper (it may be a shared computer), in the tab that
 * signed out and in another tab of theirs: their checkout draft (this browser's local storage) and the typing each
 * tab kept when a session ended (its session storage). Another shopper's draft stays. What only a browser shows:
 * the forgetting loads after the page responds, and the other tab learns of the Sign Out from auth-js's broadcast.
 * The rules themselves: shopCartOwner.test.ts, sessionOwner.test.ts.
 */

const DRAFT = 'keepsake-lane:checkout-draft';
const KEPT = 'keepsake-lane:typed-when-session-ended:';
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account Menu for/ });

/** What the page's storage holds of the shop's kept things. */
const keptIn = (page: Page) =>
  page.evaluate(
    ([draft, kept]) => ({
      drafts: Object.keys(localStorage)
        .filter((key) => key.startsWith(draft))
        .sort(),
      typing: Object.keys(sessionStorage)
        .filter((key) => key.startsWith(kept))
        .sort(),
    }),
    [DRAFT, KEPT] as const,
  );

test('Sign Out forgets the shopper’s checkout draft and kept typing in every tab; another shopper’s draft stays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await newShopperSession({ firstName: 'Ada' });
  const id = session.user.id;
  await openSignedIn(page, session, '/profile');
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible({ timeout: 30_000 });
  const other = await page.context().newPage();
  await other.goto('/profile');
  await expect(other.getByRole('form', { name: 'Your details' })).toBeVisible({ timeout: 30_000 });
  const keep = (p: Page) =>
    p.evaluate(
      ([draft, kept, user]) => {
        localStorage.setItem(`${draft}:${user}`, JSON.stringify({ address: { fullName: 'Ada Lee' } }));
        localStorage.setItem(`${draft}:someone-else`, JSON.stringify({ address: { fullName: 'Bo Chen' } }));
        sessionStorage.setItem(`${kept}review:5`, JSON.stringify({ form: 'review:5', user, values: {} }));
      },
      [DRAFT, KEPT, id] as const,
    );
  await keep(page);
  await keep(other);
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => keptIn(page)).toEqual({ drafts: [`${DRAFT}:someone-else`], typing: [] });
  await expect.poll(() => keptIn(other)).toEqual({ drafts: [`${DRAFT}:someone-else`], typing: [] });
});
