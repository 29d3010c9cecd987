// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeHtml, handoverTag, headTags, liftMainImagePreloads, parseTemplate, scriptJson } from './htmlDocument';

const hostile = `</script><script>alert(1)</script><!-- \u2028\u2029 "q" 'a' & <b>`;

describe('scriptJson', () => {
  it('leaves nothing that can end a script, open a comment or break a line in old parsers', () => {
    const text = scriptJson({ name: hostile });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name: hostile });
  });
});

describe('escapeHtml', () => {
  it('escapes text for elements and double- or single-quoted attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('headTags', () => {
  const options = { brand: 'Keepsake Lane', url: 'https://shop.example/p', index: true, description: 'Default.' };

  it('escapes every value a remote gives, and JSON-LD stays data', () => {
    const tags = headTags(
      {
        title: hostile,
        description: hostile,
        openGraph: { 'og:image': `https://x/${hostile}` },
        jsonLd: { name: hostile },
      },
      options,
    );
    expect(tags).not.toContain('</script><script>');
    expect(tags).not.toContain('<!--');
    expect(tags).toContain('<title>&lt;/script&gt;&lt;script&gt;');
    const jsonLd = /<script type="application\/ld\+json" id="keepsake-page-jsonld">([^<]*)<\/script>/.exec(tags)?.[1];
    expect(JSON.parse(jsonLd!)).toEqual({ name: hostile });
  });

  it('a page that does not exist has no canonical link and is not indexed', () => {
    const tags = headTags({ title: 'Page not found' }, { ...options, url: null, index: false });
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:url');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
  });

  it('falls back to the shop description, and says what kind of card a link preview gets', () => {
    const tags = headTags({ title: 'Contact Us' }, options);
    expect(tags).toContain('<meta name="description" content="Default." />');
    expect(tags).toContain('<link rel="canonical" href="https://shop.example/p" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
  });
});

describe('handoverTag', () => {
  it('is a JSON block that never runs, and reads back exactly', () => {
    const tag = handoverTag({ remotes: {}, rendered: [], queries: {}, routes: {}, config: { brandName: hostile } });
    expect(tag).toMatch(/^<script type="application\/json" id="keepsake-page">[^<]*<\/script>$/);
    expect(JSON.parse(/>([^<]*)</.exec(tag)![1]!)).toMatchObject({ config: { brandName: hostile } });
  });
});

describe('parseTemplate', () => {
  it('takes out what the server replaces, and refuses a template without a root', () => {
    const html = `<!doctype html><html><head><meta name="description" content="Gifts." />
      <!-- The run-time config decides which remotes load. -->
      <link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />
      <title>Old</title>
      <script type="module" crossorigin src="/assets/entry.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/a.js">
      <link rel="modulepreload" crossorigin href="/remoteEntry-b.js"></head><body><div id="root"></div><noscript>JS</noscript></body></html>`;
    const template = parseTemplate(html);
    expect(template.description).toBe('Gifts.');
    const page = template.headStart + template.bodyStart + template.end;
    expect(page).not.toMatch(/<title>|remotes\.json|noscript|name="description"/);
    expect(template.bodyStart.endsWith('<div id="root">')).toBe(true);
    // The scripts are asked for from the head, while the HTML is read; page-start.js (which keeps taps) runs first.
    expect(template.headStart).toContain(
      '<script type="module" src="/page-start.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/a.js">' +
        '<link rel="modulepreload" crossorigin href="/remoteEntry-b.js">' +
        '<script type="module" crossorigin src="/assets/entry.js"></script>',
    );
    expect(page.match(/modulepreload|src="\/assets\/entry\.js"/g)).toHaveLength(3);
    expect(() => parseTemplate('<html><head></head><body><div id="root"></div></body></html>')).toThrow(
      /module script/,
    );
    expect(() => parseTemplate('<html><body><script type="module" src="/e.js"></script></body></html>')).toThrow(
      /root/,
    );
  });
});

describe('liftMainImagePreloads', () => {
  const headStart =
    '<!doctype html><html><head>\n<meta charset="UTF-8" />\n<script type="module" src="/a.js"></script>';
  const hero = '<link rel="preload" as="image" href="https://img/hero.svg" fetchPriority="high"/>';
  const card = '<link rel="preload" as="image" href="https://img/card.svg"/>';

  it("puts the main picture's preload before every script of the head, and leaves the others", () => {
    const lifted = liftMainImagePreloads(headStart, `${hero}${card}<div>page</div>`);
    expect(lifted.headStart).toBe(
      `<!doctype html><html><head>\n<meta charset="UTF-8" />\n    ${hero}\n<script type="module" src="/a.js"></script>`,
    );
    expect(lifted.body).toBe(`${card}<div>page</div>`);
  });

  it('changes nothing on a page without one', () => {
    expect(liftMainImagePreloads(headStart, `${card}<p>x</p>`)).toEqual({ headStart, body: `${card}<p>x</p>` });
  });
});
