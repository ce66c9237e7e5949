import { startFakeThelia } from './fake-thelia/fake-thelia-server';

/** The Thelia a contract run talks to, and how to let it go. */
export interface TheliaUnderTest {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * THELIA_TEST_URL's Thelia (a real shop's test install with the OpenApi module, its catalogue stocked), or else a
 * fresh local stand-in whose goods are all in stock: the contracts sell by ones from stock.
 */
export async function theliaUnderTest(): Promise<TheliaUnderTest> {
  const real = process.env.THELIA_TEST_URL?.trim();
  if (real) return { baseUrl: real.replace(/\/$/, ''), close: async () => undefined };
  const thelia = await startFakeThelia({ extraProducts: 12 });
  for (const product of thelia.world.catalogue.products)
    for (const pse of product.productSaleElements ?? []) pse.quantity = Math.max(pse.quantity ?? 0, 50);
  return thelia;
}
