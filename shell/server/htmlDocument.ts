/**
 * The page's HTML around React's output: the shell's built `index.html` with
 * the page's own head (title, description, canonical link, Open Graph,
 * JSON-LD) and, after the app, the handover for the browser. Every value is
 * escaped here, once: text for HTML, JSON for `<script>` blocks.
 */
import { PAGE_HANDOVER_ID, type PageHandover, type PageHead } from '@giftshop/shared';
import { pageTitle } from '@giftshop/shared/domain';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
}

/**
 * JSON safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), no `>` or `&`, and no
 * U+2028/U+2029 (line breaks to old JavaScript parsers) survive unescaped.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value ?? null).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The page's structured data: the product page replaces this element when it changes in the browser. */
export const JSON_LD_ID = 'keepsake-page-jsonld';

export interface PageTemplate {
  /** `<!doctype html>` … `<head>` contents before the page's own tags. */
  headStart: string;
  /** From `</head>` to `<div id="root">` inclusive. */
  bodyStart: string;
  /** From the root's `</div>` to the end. */
  end: string;
  /** The shop's default description (the template's). */
  description: string;
  /**
   * A shell page's own scripts (`source`: its module, as `shellPages` names it), as modulepreload tags: its
   * chunk and what that imports which the template does not preload already. Empty for a source the build's
   * manifest does not know (or without a manifest): the page's code then loads with its route.
   */
  pagePreloads(source: string): string;
}

/** The shell's browser build manifest (`dist/.vite/manifest.json`), as far as the server reads it. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The files `source` needs, its own first, each once, as the manifest lists them (`imports` name other entries). */
function filesOf(manifest: BuildManifest, source: string, seen = new Set<string>()): string[] {
  const entry = manifest[source];
  if (!entry || seen.has(source)) return [];
  seen.add(source);
  return [entry.file, ...(entry.imports ?? []).flatMap((key) => filesOf(manifest, key, seen))];
}

/** Splits the shell's built `index.html` around the places the server fills (`manifest`: the build's manifest). */
export function parseTemplate(indexHtml: string, manifest: BuildManifest = {}): PageTemplate {
  const description = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/s.exec(indexHtml)?.[1] ?? '';
  let html = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/, '')
    // The server hands the run-time config over in the page: the browser need not fetch it.
    .replace(/<!--[^>]*run-time config[\s\S]*?-->\s*/, '')
    .replace(/<link rel="preload" href="\/remotes\.json"[^>]*>\s*/, '')
    // The page's content is in the HTML: it no longer needs JavaScript to be read.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(html);
  if (!entry) throw new Error("The shell's index.html has no module script.");
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g)];
  // The scripts are asked for while the HTML is read (issue 31: waiting for the pictures kept a phone from
  // responding for 2–3 s after first paint). First the small page-start.js, which keeps taps until the page
  // responds; module scripts run in document order, so it runs before the entry.
  const start =
    '<script type="module" src="/page-start.js"></script>' +
    preloads.map((m) => m[0].trim()).join('') +
    entry[0].trim();
  for (const tag of [entry[0], ...preloads.map((m) => m[0])]) html = html.replace(tag, '');
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf('<div id="root"></div>');
  if (headEnd < 0 || root < 0) throw new Error('The shell\'s index.html has no </head> or <div id="root"></div>.');
  // A shell page's own files, written like the build's: each path from the root, never one every page preloads.
  const everyPage = new Set([entry[1]!, ...preloads.map((m) => m[1]!)]);
  const pagePreloads = new Map<string, string>();
  return {
    headStart: html.slice(0, headEnd) + start,
    bodyStart: html.slice(headEnd, root) + '<div id="root">',
    end: html.slice(root + '<div id="root">'.length),
    description: description.replace(/\s+/g, ' ').trim(),
    pagePreloads(source) {
      let tags = pagePreloads.get(source);
      if (tags === undefined) {
        tags = filesOf(manifest, source)
          .map((file) => `/${file}`)
          .filter((href) => !everyPage.has(href))
          .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
          .join('');
        pagePreloads.set(source, tags);
      }
      return tags;
    },
  };
}

/** The page's head tags. `url` is the canonical URL (absolute), null for a page that does not exist. */
export function headTags(
  head: PageHead,
  { brand, url, index, description }: { brand: string; url: string | null; index: boolean; description: string },
) {
  const title = pageTitle(head.title, brand);
  const text = head.description ?? description;
  const og: Record<string, string> = {
    'og:site_name': brand,
    'og:title': head.title,
    'og:description': text,
    ...(url ? { 'og:url': url } : {}),
    'og:type': 'website',
    ...head.openGraph,
  };
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(text)}" />`,
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
    ...(index ? [] : ['<meta name="robots" content="noindex" />']),
    ...Object.entries(og).map(
      ([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`,
    ),
    `<meta name="twitter:card" content="${og['og:image'] ? 'summary_large_image' : 'summary'}" />`,
    ...(head.jsonLd
      ? [`<script type="application/ld+json" id="${JSON_LD_ID}">${scriptJson(head.jsonLd)}</script>`]
      : []),
  ].join('\n    ');
}

/** The handover block: JSON, never executed (so the Content-Security-Policy needs no exception for it). */
export function handoverTag(handover: PageHandover): string {
  return `<script type="application/json" id="${PAGE_HANDOVER_ID}">${scriptJson(handover)}</script>`;
}

/** React's preload of a page's main picture (`fetchPriority="high"`: the home hero, a product's first image). */
const mainImagePreload = /<link rel="preload" as="image"(?=[^>]*\sfetchPriority="high")[^>]*\/?>/gi;

/**
 * React writes its image preloads at the start of the body it renders, after every script of the head; the
 * page's main picture then waits behind the scripts for the link (Lighthouse's LCP "load delay" 1.1–1.5 s).
 * Its preload goes into the head instead, right after `<meta charset>` and before any script (issue 31).
 * The others stay where React put them (hydration skips them there).
 */
export function liftMainImagePreloads(headStart: string, body: string): { headStart: string; body: string } {
  const preloads = body.match(mainImagePreload);
  if (!preloads) return { headStart, body };
  const charset = /<meta charset[^>]*>/i.exec(headStart);
  const at = charset ? charset.index + charset[0].length : headStart.indexOf('<head>') + '<head>'.length;
  return {
    headStart: `${headStart.slice(0, at)}\n    ${preloads.join('')}${headStart.slice(at)}`,
    body: body.replace(mainImagePreload, ''),
  };
}
