/**
 * The catalogue's pages on the shell's server: fills the request's query
 * client with what the page's first screen reads (under the keys its hooks
 * use, through the same query options), and says the page's status and head.
 *
 * A category that does not exist is a 404 (the page shows its not-found
 * state), never an error. A backend that fails is an error: the failed query
 * is taken out of the cache first, so the page renders its loading state as
 * the browser's first render will, and the shell leaves the data to the
 * browser (and does not let the page be cached).
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PagePrefetch, RemoteServerModules } from '@giftshop/shared';
import { isPlausibleSlug } from '../api/categories';
import { featuredProductsQuery } from '../home/featuredProductsQuery';
import { HomeLowerSections } from '../home/homeLowerSectionsLater';
import { searchIsUnreadable } from '@giftshop/shared/domain';
import { readListingParams } from '../listing/listingParams';
import { orderByQuery } from '../listing/orderByQuery';
import { productListingQuery } from '../listing/productListingQuery';
import { categoryNotFoundTitle, categoryText, homeText, productsText } from '../page/pageText';
import { previewImage } from './previewImage';

/** Reads a query into the cache once (the server never retries), leaving nothing behind when it fails. */
async function readOnce<Data>(queryClient: QueryClient, queryKey: QueryKey, read: () => Promise<Data>): Promise<Data> {
  try {
    return await read();
  } catch (error) {
    queryClient.removeQueries({ queryKey, exact: true });
    throw error;
  }
}

const once = { retry: false } satisfies Pick<FetchQueryOptions, 'retry'>;

const notFound: PagePrefetch = { status: 404, head: { title: categoryNotFoundTitle } };

const prefetchCatalogPage: RemoteServerModules['catalog/Prefetch'] = async ({ page, params, search }, queryClient) => {
  if (page === 'home') {
    const options = featuredProductsQuery();
    // The lower sections' code, which the browser loads once the page responds: in before the render (also when
    // the featured gifts fail and the page is rendered with their loading state), which never waits for it.
    const lowerSections = HomeLowerSections.load();
    const featured = await readOnce(queryClient, options.queryKey, () =>
      queryClient.query({ ...options, ...once }),
    ).finally(() => lowerSections);
    return {
      status: 200,
      head: { ...homeText, canonicalPath: '/', openGraph: previewImage(featured) },
    };
  }

  const listingParams = readListingParams(search);
  if (page === 'products') {
    const options = productListingQuery(null, listingParams);
    const listing = await readOnce(queryClient, options.queryKey, () =>
      queryClient.infiniteQuery({ ...options, ...once }),
    );
    const { title, description } = productsText(listingParams.q, searchIsUnreadable(search));
    return {
      status: 200,
      head: {
        title,
        description,
        canonicalPath: '/products',
        openGraph: previewImage(listing.pages[0]?.products ?? []),
      },
    };
  }

  if (page === 'category') {
    const slug = params.slug ?? '';
    // As the page does: a slug that cannot exist is not asked for.
    if (!isPlausibleSlug(slug)) return notFound;
    const options = productListingQuery(slug, listingParams);
    const listing = await readOnce(queryClient, options.queryKey, () =>
      queryClient.infiniteQuery({ ...options, ...once }),
    );
    const first = listing.pages[0];
    if (!first?.category) return notFound;
    // The holiday notice ("Order by Dec 9 for Christmas"), under the key the page reads: the browser asks nothing again.
    const orderBy = orderByQuery(slug);
    await readOnce(queryClient, orderBy.queryKey, () => queryClient.query({ ...orderBy, ...once }));
    return {
      status: 200,
      head: {
        ...categoryText(first.category, searchIsUnreadable(search)),
        canonicalPath: `/category/${encodeURIComponent(first.category.slug)}`,
        openGraph: previewImage(first.products),
      },
    };
  }

  return { status: 404 };
};

export default prefetchCatalogPage;
