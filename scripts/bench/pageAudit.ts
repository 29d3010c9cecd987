/**
 * One Lighthouse 12 run of one page in headless Debian Chromium, in the
 * mobile (slow 4G, 4× CPU, simulated) or desktop preset, reduced to the
 * figures the bench reports.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { longestChainBeforeLcp, type RequestChain } from './requestChain';

export type Profile = 'mobile' | 'desktop';
export const profiles: Profile[] = ['mobile', 'desktop'];

export interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts fetched during the load, gzip (level 9) of the built files: deterministic. */
  jsKb: number;
  /** Of those, the ones fetched before the page responded (the shell's `keepsake:page-responds` mark). */
  jsBeforeRespondsKb?: number;
  /** The same scripts as they came over the wire (brotli from the static servers). */
  jsTransferKb: number;
  /** The page's HTML document, as the server sent it (before compression, which the shell's server does not add). */
  htmlKb: number;
  requests: number;
  chain: RequestChain;
  lcpElement: string;
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A script's size as gzip (level 9, or its precompressed `.gz`), read from the build folder that served its
 * port; 0 for a URL no build folder holds.
 */
export function gzipSizeFromBuilds(folderOfPort: Map<string, string>): (url: string) => number {
  return (url) => {
    const { port, pathname } = new URL(url);
    const folder = folderOfPort.get(port);
    const file = folder && resolve(folder, `.${decodeURIComponent(pathname)}`);
    if (!file || !existsSync(file)) return 0;
    return existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`).length
      : gzipSync(readFileSync(file), { level: 9 }).length;
  };
}

export function launchBenchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
}

/** The five metrics that make the performance score, and what the report reads besides. */
const audits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'metrics',
  'network-requests',
  'largest-contentful-paint-element',
  'layout-shifts',
  'user-timings',
];

interface NetworkRequestItem {
  url: string;
  /** ms from the navigation's start, as the user timings. */
  networkRequestTime?: number;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function auditPage(options: {
  url: string;
  profile: Profile;
  chromePort: number;
  /** gzip size of a fetched script, from the build folder that served it. */
  gzipSizeOf: (url: string) => number;
  /** Where to keep the raw Lighthouse result. */
  rawFile: string;
  /** Further audits to run and keep in the raw result (diagnostics; they do not change the score). */
  extraAudits?: string[];
}): Promise<PageFigures> {
  const result = await lighthouse(
    options.url,
    {
      port: options.chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      onlyAudits: [...audits, ...(options.extraAudits ?? [])],
      disableFullPageScreenshot: true,
    },
    options.profile === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${options.url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  writeFileSync(options.rawFile, JSON.stringify(lhr));

  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] })?.items ??
    []) as NetworkRequestItem[];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const documentRequest = requests.find((r) => r.resourceType === 'Document');
  const observed = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] })
    ?.items?.[0];
  const devtoolsLog = result.artifacts.DevtoolsLog;
  const responds = (
    lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined
  )?.items?.find((mark) => mark.name === 'keepsake:page-responds')?.startTime;
  const scriptsBefore = scripts.filter((r) => responds !== undefined && (r.networkRequestTime ?? 0) < responds);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    jsKb: kb(scripts.reduce((sum, r) => sum + options.gzipSizeOf(r.url), 0)),
    jsBeforeRespondsKb: kb(scriptsBefore.reduce((sum, r) => sum + options.gzipSizeOf(r.url), 0)),
    jsTransferKb: kb(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)),
    htmlKb: kb(documentRequest?.resourceSize ?? 0),
    requests: requests.length,
    chain: longestChainBeforeLcp(devtoolsLog, observed?.observedLargestContentfulPaint ?? Infinity),
    lcpElement: lcpElementOf(lhr),
  };
}

function lcpElementOf(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.snippet ?? ''} ${node.nodeLabel ?? ''}`.trim().slice(0, 120) : '';
}
