/**
 * The page's styles, gathered while it renders and written once in its head (issue 31).
 *
 * By default Emotion on the server writes a `<style>` element before each styled element; the browser's
 * style cache then moves every one of them into the head before hydrating (about 90 elements and 30 KB on
 * the home page, DOM work on the phone's main thread), and `:first-child`-style selectors see them
 * meanwhile. In Emotion's "compat" mode (what `@emotion/server`'s `extractCritical` switches on, without its
 * stream helpers) the cache keeps each rule instead, and the page writes them in one element in its head
 * with every class name it holds in `data-emotion`: the browser's cache reads that attribute at start, so
 * it knows these styles are there, inserts none of them again and moves nothing.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { escapeHtml } from './htmlDocument';

/**
 * No stylis plugins: the default one writes vendor prefixes (`display:-webkit-box;display:-ms-flexbox;…`)
 * that no browser the shop's ES2022 build runs in needs; rules that need one say it themselves
 * (`WebkitLineClamp`, `::-webkit-details-marker`). Class names do not depend on plugins, so the browser's
 * cache (the default, with the prefixer, for the styles it adds later) hydrates these as its own.
 * One array for every request: Emotion keeps its compiled rules per plugin array.
 */
const stylisPlugins: [] = [];

/** A style cache for one request, gathering its rules for {@link styleTags}. Same key as the browser's (`css`). */
export function createPageStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins });
  cache.compat = true;
  return cache;
}

/** CSS safe inside a `<style>` element: nothing in it can end the element. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The head's `<style>` elements for what the page rendered: each global style in its own element (as
 * Emotion's `<Global>` finds it again in the browser), then every class in one element. `data-s` tells the
 * browser's cache the element is already where it belongs (it moves the others into the head).
 */
export function styleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    // A class is registered under its class name; a global style is not.
    if (cache.registered[`${cache.key}-${id}`] === undefined)
      globals.push(
        `<style data-emotion="${escapeHtml(`${cache.key}-global ${id}`)}" data-s="">${styleText(rules)}</style>`,
      );
    else {
      ids.push(id);
      css += rules;
    }
  }
  if (!ids.length) return globals.join('');
  return `${globals.join('')}<style data-emotion="${escapeHtml(`${cache.key} ${ids.join(' ')}`)}" data-s="">${styleText(css)}</style>`;
}
