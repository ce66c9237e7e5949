/**
 * Run as its own process on a seeded folder (PGLITE_DATA_DIR) or DATABASE_URL: times placing an order through
 * POST /api/checkout as a guest's client sends it — one buyer at a time, 10 and 50 at once, each buying another
 * product — beside the same run's cart read (GET /api/cart of the same shoppers). The captcha is solved and the
 * total asked for before the clock starts (a browser does both while the shopper types). Checks that no product
 * was oversold. Prints one JSON line.
 */
import { getCatalog } from '../../lib/storefront';
import { CartClient } from '../../lib/testing/cart-requests';
import {
  checkoutBody,
  pricedSummary,
  sendCheckout,
  solvedCaptcha,
} from '../../lib/testing/checkout-requests';
import { latency } from './latency';
import { percentiles } from './percentiles';

const HOST = 'at.localhost:3100';
let address = 0;
const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${(address += 1) & 255}`;

/** Stocked goods of the Austrian shop, one per buyer of a round. */
async function stockedGoods(count: number): Promise<number[]> {
  const { items } = await (await getCatalog()).listProducts({ language: 'de', limit: 96 });
  const ids = items
    .filter((item) => item.kind === 'goods' && item.defaultSaleElement.stock >= 20)
    .map((item) => item.defaultSaleElement.id);
  if (ids.length < count)
    throw new Error(`the seeded shop has ${ids.length} stocked goods, the bench needs ${count}`);
  return ids.slice(0, count);
}

/** A buyer ready to press "order": one product in the cart, the total seen, the captcha solved. */
async function readyBuyer(saleElementId: number) {
  const shopper = new CartClient(HOST, nextAddress());
  const added = await shopper.send({ action: 'add', saleElementId, quantity: 1, language: 'de' });
  if (added.status !== 200) return null;
  // A delivery not offered prices with docs/product.md §4's default, as the page preselects it: freight goods go by freight.
  const { total, deliveryModuleId } = await pricedSummary(shopper, { deliveryModuleId: 999_999 });
  const units = (added.body as { data: { cart: { count: number } } }).data.cart.count;
  return {
    shopper,
    units,
    body: checkoutBody({ shownTotal: total, deliveryModuleId, captcha_payload: await solvedCaptcha() }),
  };
}

async function round(goods: number[], buyers: number) {
  const ready = (await Promise.all(goods.slice(0, buyers).map(readyBuyer))).filter((entry) => entry !== null);
  const started = performance.now();
  const timings = await Promise.all(
    ready.map(async ({ shopper, body }) => {
      const begin = performance.now();
      const answer = await sendCheckout(shopper, body);
      if (answer.status !== 200) throw new Error(`an order was refused: ${JSON.stringify(answer.body)}`);
      return performance.now() - begin;
    }),
  );
  return {
    timings,
    seconds: (performance.now() - started) / 1000,
    units: ready.reduce((sum, entry) => sum + entry.units, 0),
  };
}

async function main(): Promise<void> {
  const goods = await stockedGoods(50);
  const catalog = await getCatalog();
  const stockOf = async () =>
    Promise.all(goods.map(async (id) => (await catalog.getOrderableSaleElement(id))?.stock ?? 0));
  const before = await stockOf();
  const results: Record<string, unknown> = {};
  let placed = 0;
  let unitsOrdered = 0;
  for (const [buyers, rounds] of [
    [1, 30],
    [10, 4],
    [50, 2],
  ] as const) {
    const timings: number[] = [];
    let seconds = 0;
    for (let index = 0; index < rounds; index += 1) {
      const outcome = await round(goods, buyers);
      timings.push(...outcome.timings);
      seconds += outcome.seconds;
      unitsOrdered += outcome.units;
    }
    placed += timings.length;
    results[`${buyers}AtOnce`] = {
      ...percentiles(timings),
      ordersPerSecond: Number((timings.length / seconds).toFixed(1)),
    };
  }
  const after = await stockOf();
  const unitsTaken = after.reduce((sum, stock, index) => sum + before[index]! - stock, 0);
  // The same run's plain cart read (one line): what any shopper's request costs here.
  const reader = new CartClient(HOST, nextAddress());
  await reader.send({ action: 'add', saleElementId: goods[0]!, quantity: 1, language: 'de' });
  const cartRead = await latency(() => reader.read(), 1);
  console.log(
    JSON.stringify({
      placeOrder: results,
      cartReadOneLine: cartRead,
      ordersPlaced: placed,
      // Equal when every ordered unit left the stock once: nothing oversold, nothing taken twice.
      unitsOrdered,
      unitsTaken,
      productsBelowZero: after.filter((stock) => stock < 0).length,
    }),
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
