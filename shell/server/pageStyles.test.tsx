// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { CacheProvider, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { describe, expect, it } from 'vitest';
import { createPageStyleCache, styleTags } from './pageStyles';

const Row = styled.div({ display: 'flex', alignItems: 'center', gap: 8 });
const Quote = styled.p({ '&::before': { content: '"</style><script>alert(1)</script>"' } });

function renderPage() {
  const cache = createPageStyleCache();
  const html = renderToString(
    <CacheProvider value={cache}>
      <Global styles={{ body: { margin: 0 } }} />
      <Row>
        <Quote>Hello</Quote>
        <span css={{ color: 'red' }}>there</span>
        <Row>again</Row>
      </Row>
    </CacheProvider>,
  );
  return { html, head: styleTags(cache) };
}

describe('the page styles', () => {
  it('come in the head, not before each element, naming every class the page holds', () => {
    const { html, head } = renderPage();
    expect(html).not.toContain('<style');
    const classes = new Set([...html.matchAll(/class="css-([a-z0-9-]+)"/g)].map((m) => m[1]));
    expect(classes.size).toBe(3);
    const tags = [...head.matchAll(/<style data-emotion="([^"]+)" data-s="">([\s\S]*?)<\/style>/g)];
    expect(tags.map((t) => t[0]).join('')).toBe(head);
    // The global style first, in its own element (as `<Global>` finds it in the browser), then the classes.
    expect(tags[0]![1]).toMatch(/^css-global \w+$/);
    expect(tags[0]![2]).toBe('body{margin:0;}');
    const [key, ...ids] = (tags[1]![1] ?? '').split(' ');
    expect(key).toBe('css');
    expect(new Set(ids)).toEqual(classes);
    for (const id of classes) expect(tags[1]![2]).toContain(`.css-${id}`);
  });

  it('carry no vendor prefixes the shop has no browser for', () => {
    const { head } = renderPage();
    expect(head).toContain('display:flex;align-items:center;gap:8px;');
    expect(head).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('cannot end their element early, whatever a rule holds', () => {
    const { head } = renderPage();
    // Inside `<style>` only `</style` means anything to the HTML parser.
    expect(head.match(/<\/style/gi)).toHaveLength(2);
    expect(head).toContain('content:"<\\/style><script>');
  });

  it('are gathered per request: a second page names its own classes again', () => {
    const first = renderPage();
    const second = renderPage();
    expect(second.head).toBe(first.head);
  });
});
