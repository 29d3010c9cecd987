import { chromium, type Browser } from '@playwright/test';

/**
 * The benches' Chromium (Debian's, or `CHROME_PATH`), quiet: no background networking, component updates or
 * sync that would land in a measured load (the bundle budget's too). Lighthouse's runs launch theirs through
 * chrome-launcher (`pageAudit.ts`).
 */
export const launchBenchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
