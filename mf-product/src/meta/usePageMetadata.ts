import { useEffect } from 'react';
import { getShopConfig } from '@giftshop/shared';
import { scriptSafeJson } from './productJsonLd';

const JSON_LD_ID = 'keepsake-product-jsonld';

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
 * The page's title ("<title> — <brand>"), meta description and JSON-LD
 * structured data, restored when the page goes away.
 */
export function usePageMetadata({
  title,
  description,
  jsonLd,
}: {
  title: string;
  description?: string;
  jsonLd?: Record<string, unknown>;
}): void {
  const jsonText = jsonLd ? JSON.stringify(jsonLd) : '';
  useEffect(() => {
    document.title = `${title} — ${getShopConfig().brandName}`;
  }, [title]);
  useEffect(() => (description ? setMetaDescription(description) : undefined), [description]);
  useEffect(() => (jsonText ? insertJsonLd(JSON.parse(jsonText)) : undefined), [jsonText]);
}
