import { useEffect } from 'react';
import { getShopConfig, usePageTitle } from '@giftshop/shared';
import { pageHead, type PageFacts } from './pageHead';
import { scriptSafeJson } from './productJsonLd';

/** The id the shell's server gives the page's JSON-LD too: hydration replaces that element instead of adding a second. */
export const JSON_LD_ID = 'keepsake-page-jsonld';

function setMetaDescription(content: string): () => void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  const created = !meta;
  const previous = meta?.content ?? '';
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
  const element = meta;
  return () => {
    if (created) element.remove();
    else element.content = previous;
  };
}

function insertJsonLd(data: unknown): () => void {
  document.getElementById(JSON_LD_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.id = JSON_LD_ID;
  // textContent, never innerHTML: the JSON is data, and `<` is escaped besides.
  script.textContent = scriptSafeJson(data);
  document.head.append(script);
  return () => script.remove();
}

/**
 * The page's title (`pageTitle`), meta description and JSON-LD
 * structured data, restored when the page goes away. Built by `pageHead`,
 * as the server's head is, with this page's origin (read in the effect:
 * nothing here differs between the server's render and the browser's).
 */
export function usePageMetadata(facts: PageFacts): void {
  const factsText = JSON.stringify(facts);
  usePageTitle(facts.title);
  useEffect(() => {
    const head = pageHead(JSON.parse(factsText) as PageFacts, location.origin, getShopConfig().currency);
    const restoreDescription = head.description ? setMetaDescription(head.description) : undefined;
    const removeJsonLd = head.jsonLd ? insertJsonLd(head.jsonLd) : undefined;
    return () => {
      restoreDescription?.();
      removeJsonLd?.();
    };
  }, [factsText]);
}
