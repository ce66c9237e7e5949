/**
 * Run as its own process: the storefront on each backend in turn, in-process, each on an in-memory PGlite: the
 * embedded demo shop, and SHOP_BACKEND=thelia's index imported from the local Thelia stand-in. The catalogues
 * differ (the demo's products carry more than the stand-in's), so the product read compares the two indexes'
 * contents as much as the backends. Times what a product page asks of the backend when it is not cached (the
 * product read through the port) and add to cart through its route handler, one at a time and ten at once, and
 * counts the round trips to Thelia of a first and a second add. The stand-in answers from memory in this same
 * process: a real Thelia adds its PHP time to every call counted. Prints one JSON line.
 */
import { openDatabase, type DatabaseHandle } from '../../lib/adapters/embedded/database';
import { runSeed } from '../../lib/adapters/embedded/seed/run';
import { createTheliaBackend } from '../../lib/adapters/thelia';
import { importTheliaCatalogue } from '../../lib/adapters/thelia/import/thelia-import';
// Not a React hook: the storefront this process serves, which the bench switches between backends.
import { getCatalog, storefrontOn, useStorefrontForTests as serveStorefront } from '../../lib/storefront';
import { CartClient } from '../../lib/testing/cart-requests';
import { startFakeThelia } from '../../lib/testing/fake-thelia/fake-thelia-server';
import { latency } from './latency';

const PRODUCTS = 60;
let address = 0;
// Every request from its own address: the bench measures the handler, not the rate limit it would meet.
const nextAddress = () => `10.9.${(address >> 8) & 255}.${(address += 1) & 255}`;

/** Product reads and adds on the storefront now in use, over its first stocked goods. */
async function figures() {
  const catalog = await getCatalog();
  const { items } = await catalog.listProducts({ language: 'de', limit: 48 });
  const goods = items.filter((item) => item.defaultSaleElement.stock >= 20).slice(0, 3);
  if (goods.length < 3) throw new Error('too few stocked goods for the Thelia bench');
  let next = 0;
  const productRead = () => catalog.getProduct(items[(next += 1) % items.length]!.id, 'de');
  const shoppers = Array.from({ length: 10 }, () => new CartClient('at.localhost:3100', nextAddress()));
  const add = async () => {
    next += 1;
    const shopper = shoppers[next % shoppers.length]!;
    const answer = await shopper.send({
      action: 'add',
      saleElementId: goods[next % goods.length]!.defaultSaleElement.id,
      quantity: 1,
    });
    if (answer.status !== 200) throw new Error(`add to cart answered ${answer.status}`);
  };
  const emptyNowAndThen = async () => {
    if (next % 60 < 10) await Promise.all(shoppers.map((shopper) => shopper.send({ action: 'clear' })));
  };
  await latency(productRead, 1);
  await latency(add, 10, emptyNowAndThen);
  return {
    productRead: await latency(productRead, 1),
    addToCart: {
      oneAtATime: await latency(add, 1, emptyNowAndThen),
      tenAtOnce: await latency(add, 10, emptyNowAndThen),
    },
  };
}

async function measureOn(
  handle: DatabaseHandle,
  backend?: Parameters<typeof storefrontOn>[2],
  theliaCalls?: () => Promise<{ firstAdd: number; secondAdd: number }>,
) {
  serveStorefront(await storefrontOn(handle, {}, backend));
  try {
    return { ...(await figures()), ...(theliaCalls ? { theliaCalls: await theliaCalls() } : {}) };
  } finally {
    serveStorefront(null);
    await handle.close();
  }
}

async function main(): Promise<void> {
  const embedded = await openDatabase({ pgliteDataDir: 'memory://' });
  await runSeed(embedded, { seed: 42, products: PRODUCTS, replace: true });
  const embeddedFigures = await measureOn(embedded);

  const thelia = await startFakeThelia({ extraProducts: PRODUCTS });
  for (const product of thelia.world.catalogue.products)
    for (const pse of product.productSaleElements ?? []) pse.quantity = 100_000;
  const index = await openDatabase({ pgliteDataDir: 'memory://' });
  await runSeed(index, { seed: 42, products: 0, replace: false });
  await importTheliaCatalogue(index.db, { thelia: { baseUrl: thelia.baseUrl } });
  const backend = await createTheliaBackend(index, {
    THELIA_URL: thelia.baseUrl,
    THELIA_PAYMENT_MODULE_ID: 20,
    THELIA_DELIVERY_MODULES: new Map([[77, 10]]),
    THELIA_LANGUAGE_IDS: { de: 1, ro: 2, en: 3 },
    SESSION_SECRET: 'the-bench-session-secret-of-32-characters',
  });
  const theliaFigures = await measureOn(index, backend, async () => {
    // Round trips to Thelia of one shopper's first add (a new cart) and of a second add to that cart.
    const shopper = new CartClient('at.localhost:3100', nextAddress());
    const calls = async (saleElementId: number) => {
      const before = thelia.requests.length;
      await shopper.send({ action: 'add', saleElementId, quantity: 1 });
      return thelia.requests.length - before;
    };
    return { firstAdd: await calls(11), secondAdd: await calls(21) };
  });
  await thelia.close();
  const ratio = (thelia: number, embedded: number) => Number((thelia / Math.max(embedded, 0.01)).toFixed(2));
  console.log(
    JSON.stringify({
      embedded: embeddedFigures,
      thelia: theliaFigures,
      theliaOverEmbeddedP50: {
        productRead: ratio(theliaFigures.productRead.p50, embeddedFigures.productRead.p50),
        addToCart: ratio(theliaFigures.addToCart.oneAtATime.p50, embeddedFigures.addToCart.oneAtATime.p50),
        addToCartTenAtOnce: ratio(
          theliaFigures.addToCart.tenAtOnce.p50,
          embeddedFigures.addToCart.tenAtOnce.p50,
        ),
      },
    }),
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
