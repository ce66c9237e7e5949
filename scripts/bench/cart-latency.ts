/**
 * Run as its own process on a seeded folder (PGLITE_DATA_DIR) or DATABASE_URL, before the server opens it: times
 * the cart's route handlers in-process as the client code calls them — add to cart (POST /api/cart, JSON) and the
 * cart read (GET /api/cart) of a cart with three lines — one request at a time and ten at once. The baseline, in
 * the same run, is a plain handler that reads the same JSON request and answers a cart-sized JSON body without the
 * database: what the framework's request and response cost alone. Prints one JSON line.
 */
import { NextRequest } from 'next/server';
import { getCatalog } from '../../lib/storefront';
import { CartClient } from '../../lib/testing/cart-requests';
import { latency } from './latency';

const HOST = 'at.localhost:3100';
let address = 0;
// Every request from its own address: the bench measures the handler, not the rate limit it would meet.
const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${(address += 1) & 255}`;

function client(cookie: string | null): CartClient {
  const shopper = new CartClient(HOST, nextAddress());
  shopper.cookie = cookie;
  return shopper;
}

/** Sale elements an add succeeds for: stocked goods of the Austrian shop's first listing page. */
async function addableSaleElements(): Promise<number[]> {
  const catalog = await getCatalog();
  const { items } = await catalog.listProducts({ language: 'de', limit: 48 });
  const candidates = items
    .filter((item) => item.kind === 'goods' && item.defaultSaleElement.stock >= 50)
    .map((item) => item.defaultSaleElement.id);
  const addable: number[] = [];
  for (const saleElementId of candidates) {
    const answer = await client(null).send({ action: 'add', saleElementId, quantity: 1 });
    if (answer.status === 200) addable.push(saleElementId);
  }
  if (addable.length < 3) throw new Error('the seeded shop has too few stocked goods for the cart bench');
  return addable;
}

/** The floor: a handler that does what any JSON handler does, and nothing else. */
async function plainHandler(request: Request): Promise<Response> {
  const body = (await request.json()) as unknown;
  return Response.json({ ok: true, data: { cart: { lines: [body, body, body], count: 3 } } });
}

async function main(): Promise<void> {
  const saleElements = await addableSaleElements();
  const [first, second, third] = saleElements as [number, number, number];
  // Reads are of a cart of three lines. Adds go to ten other carts in turn, as ten shoppers at once would (one
  // cart's changes wait for each other by design), each cycling over the same three sale elements.
  const reader = client(null);
  for (const saleElementId of [first, second, third])
    await reader.send({ action: 'add', saleElementId, quantity: 1 });
  const adders = Array.from({ length: 10 }, () => client(null));
  let next = 0;
  let addsSinceEmptied = 0;
  const emptyNowAndThen = async () => {
    if (addsSinceEmptied < 100) return;
    addsSinceEmptied = 0;
    await Promise.all(adders.map((adder) => client(adder.cookie).send({ action: 'clear' })));
  };
  const add = async () => {
    addsSinceEmptied += 1;
    next += 1;
    const adder = adders[next % adders.length]!;
    const shopper = client(adder.cookie);
    const answer = await shopper.send({
      action: 'add',
      saleElementId: [first, second, third][Math.floor(next / adders.length) % 3],
      quantity: 1,
    });
    // A shopper's first add (in the warm-up pass) makes their session; later adds go to the same cart.
    adder.cookie = shopper.cookie;
    return answer;
  };
  const read = () => client(reader.cookie).read();
  const plain = () =>
    plainHandler(
      new NextRequest('http://at.localhost:3100/api/cart', {
        method: 'POST',
        body: JSON.stringify({ action: 'add', saleElementId: first, quantity: 1 }),
        headers: { 'content-type': 'application/json', host: HOST },
      }),
    ).then((response) => response.text());
  // One pass first, so the figures are of a warm database as a running shop has it.
  await latency(add, 10, emptyNowAndThen);
  await latency(read, 10);
  const baseline = { oneAtATime: await latency(plain, 1), tenAtOnce: await latency(plain, 10) };
  const figures = async (ask: () => Promise<unknown>, between?: () => Promise<unknown>) => {
    const oneAtATime = await latency(ask, 1, between);
    const tenAtOnce = await latency(ask, 10, between);
    return {
      oneAtATime,
      tenAtOnce,
      p50OverBaseline: Number((oneAtATime.p50 / Math.max(baseline.oneAtATime.p50, 0.01)).toFixed(1)),
    };
  };
  const addToCart = await figures(add, emptyNowAndThen);
  const cartRead = await figures(read);
  console.log(JSON.stringify({ baselinePlainHandler: baseline, addToCart, cartReadThreeLines: cartRead }));
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
