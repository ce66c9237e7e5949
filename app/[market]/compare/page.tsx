import { cookies } from 'next/headers';
import { CompareView } from '@/components/lists/compare-view';
import { getMarketContext } from '@/lib/catalog/market-context';
import { comparedProducts } from '@/lib/lists/list-pages';
import { LIST_LIMITS } from '@/lib/lists/list-rules';
import { listPageMessage } from '@/lib/lists/page-message';
import { readLists } from '@/lib/lists/service';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';

// The shopper's own page: read from their session on every request, never prerendered or cached.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Lists', 'compareMetaTitle');

/** docs/product.md §2 /compare: the shopper's compared products side by side. */
export default async function ComparePage({ params, searchParams }: { params: Params; searchParams: Query }) {
  const market = await pageMarket(params);
  const [context, jar, query] = await Promise.all([getMarketContext(market), cookies(), searchParams]);
  const lists = await readLists((name: string) => jar.get(name)?.value, market);
  return (
    <CompareView
      products={await comparedProducts(lists.compare, market)}
      message={listPageMessage('compare', query)}
      locale={context.formatLocale}
      linkPrefix={context.linkPrefix}
      limit={LIST_LIMITS.compare}
      highlight={query.highlight === '1'}
    />
  );
}
