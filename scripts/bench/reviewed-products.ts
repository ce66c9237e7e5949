/**
 * Run as its own process on the bench's seeded folder (PGLITE_DATA_DIR), before the server opens it: the Austrian
 * paths of a product with the most approved reviews among the first products (the seed gives every 97th one
 * 200–240) and of one without any, so the bench can load both product pages in the same run. Prints one JSON line.
 */
import { getProductReviews, getCatalog } from '../../lib/storefront';

const SEARCHED = 400;

async function main(): Promise<void> {
  const [catalog, reviews] = await Promise.all([getCatalog(), getProductReviews()]);
  let busiest: { id: number; count: number } | null = null;
  let unreviewed: number | null = null;
  for (let id = 1; id <= SEARCHED; id += 1) {
    const { count } = (await reviews.listApproved(id, { offset: 0, limit: 1 })).totals;
    if (count === 0) unreviewed ??= (await catalog.getProduct(id, 'de')) ? id : null;
    else if (count > (busiest?.count ?? 0) && (await catalog.getProduct(id, 'de'))) busiest = { id, count };
  }
  if (!busiest || unreviewed === null)
    throw new Error('the seed has no product with and one without reviews');
  const pathOf = async (id: number) => `/${(await catalog.getProduct(id, 'de'))!.url}`;
  console.log(
    JSON.stringify({
      withReviews: await pathOf(busiest.id),
      reviewCount: busiest.count,
      withoutReviews: await pathOf(unreviewed),
    }),
  );
}

// The shop's database stays open otherwise.
main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
