import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getShopConfig, type RemoteServerModules } from '@giftshop/shared';
import { isUnavailable, ProductRequestError } from '../api/productRequestError';
import { productDeliveryQuery } from '../delivery/productDeliveryQuery';
import { openingChoice } from '../detail/productChoice';
import { ProductInformation } from '../detail/productInformationLater';
import { designsQuery, productQuery, productVariantsQuery } from '../detail/productDetailQueries';
import { pageHead, type PageFacts } from '../meta/pageHead';
import { notFoundFacts, productCardFacts, productDetailFacts } from '../meta/productPageFacts';
import { LivePreview } from '../personalization/livePreviewLater';
import { productCardQuery } from '../simple/productCardQuery';
import { openingQuantity, volumePriceQuery } from '../purchase/volumePriceQuery';
import { ratingDistributionQuery, reviewPagesQuery } from '../reviews/reviewQueries';
import { reviewsView } from '../reviews/reviewsAddress';

/**
 * The product remote's server side of a page: fills the request's query
 * client with what the page's hooks read (the same query options), and says
 * the page's status and head. Read once, never retried (the browser retries
 * with its own rules). What the server cannot read is taken out of the cache,
 * so the server renders the page's loading state, as the browser's first
 * render does, and the browser fetches it.
 */

/**
 * A read that failed. The backend's own answer that there is no such row (a
 * PostgREST error) is a missing product: 404, and the cache says so, as the
 * page does. Anything else (no answer, no client) is thrown, and taken out
 * of the cache: the shell leaves the data to the browser instead of sending
 * (and letting a CDN keep) a 404 for a product that exists.
 */
function settleFailure(client: QueryClient, queryKey: QueryKey, error: unknown): null {
  if (error instanceof ProductRequestError && !isUnavailable(error)) {
    client.setQueryData(queryKey, null);
    return null;
  }
  client.removeQueries({ queryKey, exact: true });
  throw error;
}

/** `/product/:sku`, `/products/:sku`: the product, then its variants, with the designs alongside. */
async function productDetail(sku: string, search: string, client: QueryClient): Promise<PageFacts | null> {
  const options = productQuery(sku);
  const product = await client
    .fetchQuery({ ...options, retry: false })
    .catch((error: unknown) => settleFailure(client, options.queryKey, error));
  if (!product) return null;
  const variantsOptions = productVariantsQuery(product.id);
  const designsOptions = designsQuery();
  // the reviews as the address asks for them (order, star count, pages shown): links that work before hydration
  const reviews = reviewsView(search);
  await Promise.all([
    client.prefetchQuery({ ...variantsOptions, retry: false }),
    client.prefetchQuery({ ...designsOptions, retry: false }),
    // the Reviews tab's figures and first page (a failure leaves them to the browser)
    client.prefetchQuery({ ...ratingDistributionQuery(product.id), retry: false }),
    client.prefetchInfiniteQuery({
      ...reviewPagesQuery(product.id, reviews.sort, reviews.stars),
      pages: 1 + reviews.more,
      retry: false,
    }),
    // "Arrives by" (a failure leaves it to the browser)
    client.prefetchQuery({ ...productDeliveryQuery(product.id), retry: false }),
    // the tabs' and the live preview's code, which the browser loads once the page responds: in before the
    // render, which never waits
    ProductInformation.load(),
    LivePreview.load(),
  ]);
  const variants = client.getQueryState(variantsOptions.queryKey);
  if (variants?.status !== 'success') {
    client.removeQueries({ queryKey: variantsOptions.queryKey, exact: true });
    throw variants?.error ?? new Error(`The variants of ${product.sku} could not be read.`);
  }
  const designs = client.getQueryData(designsOptions.queryKey) ?? [];
  // the volume price line of the variant and quantity the page opens on (a failure leaves it to the browser)
  const openingSku = openingChoice(product, variants.data ?? [], designs).variant?.variant_sku ?? null;
  if (openingSku !== null) {
    await client.prefetchQuery({ ...volumePriceQuery(openingSku, openingQuantity), retry: false });
  }
  return productDetailFacts(product, variants.data ?? [], designs);
}

/** `/product-detail/:slug`: the card its name matches. */
async function simpleDetail(slug: string, client: QueryClient): Promise<PageFacts | null> {
  const options = productCardQuery(slug);
  const card = await client
    .fetchQuery({ ...options, retry: false })
    .catch((error: unknown) => settleFailure(client, options.queryKey, error));
  return card ? productCardFacts(card) : null;
}

const prefetch: RemoteServerModules['product/Prefetch'] = async ({ page, params, search, origin }, client) => {
  const facts =
    page === 'simple-detail'
      ? await simpleDetail(params.slug ?? '', client)
      : await productDetail(params.sku ?? '', search, client);
  const head = (pageFacts: PageFacts) => pageHead(pageFacts, origin, getShopConfig().currency);
  return facts ? { status: 200, head: head(facts) } : { status: 404, head: head(notFoundFacts) };
};

export default prefetch;
