import { expect, test } from './support/test';
import { waitForEmail } from '../scripts/lib/mailCatcher';
import { stackInboxUrl as inboxUrl } from './support/target';

/**
 * The newsletter loop (issue 33, defect 12): a shopper subscribes on the
 * home page, the welcome e-mail arrives in the stack's mail catcher (sent by
 * the outbox sender), and its unsubscribe link works in a browser with
 * JavaScript off, with no sign-in.
 */

test('subscribe on the home page, get the welcome e-mail, unsubscribe from its link without JavaScript', async ({
  page,
  browser,
}) => {
  const address = `newsletter-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/');
  const box = page.getByTestId('newsletter');
  await box.getByLabel('E-mail address').fill(address);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toHaveText(/Thanks for subscribing/);

  const mail = await waitForEmail(inboxUrl(), address);
  expect(mail.subject).toBe('Welcome to the Keepsake Lane newsletter');
  const link = mail.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/)?.[0];
  expect(link, mail.text).toBeTruthy();

  const offline = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await offline.newPage();
    // the frame's own goto: with scripts off, the page never hydrates, so there is nothing to wait for
    await plain.mainFrame().goto(link!);
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter');
    await plain.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('You’re unsubscribed');
    expect(new URL(plain.url()).search).toBe('?result=unsubscribed');
  } finally {
    await offline.close();
  }
});
