import { describeCartBackend } from '../../testing/contract/cart-backend.contract';
import { databaseTargets } from '../../testing/databases';
import { startFakeThelia } from '../../testing/fake-thelia/fake-thelia-server';
import { createEmbeddedBackend } from '../embedded/index';
import { importTheliaCatalogue } from './import/thelia-import';
import { theliaCarts } from './thelia-carts';
import { createTheliaClient } from './thelia-client';

/**
 * Carts kept at Thelia (the stand-in) keep the port's cart contract. The contract finds goods through the
 * storefront's index of Thelia's catalogue, and its customers are the storefront's own (a customer id is all a
 * cart is given).
 */
describe.each(databaseTargets())('Thelia carts keep the port’s cart contract on $name', (target) => {
  if (target.skip) {
    it.skip(`skipped: ${target.skip}`, () => undefined);
    return;
  }
  describeCartBackend(target.name, async () => {
    const thelia = await startFakeThelia({ extraProducts: 8 });
    // The contract sells by ones from stock; the stand-in's copies of the shower head have none of their own.
    for (const product of thelia.world.catalogue.products)
      for (const pse of product.productSaleElements ?? []) pse.quantity = Math.max(pse.quantity ?? 0, 50);
    const handle = await target.open({ seed: 7, products: 0 });
    await importTheliaCatalogue(handle.db, { thelia: { baseUrl: thelia.baseUrl } });
    const index = await createEmbeddedBackend(handle);
    const client = createTheliaClient({ baseUrl: thelia.baseUrl });
    return {
      subject: { carts: theliaCarts({ client, db: handle.db }), catalog: index, customers: index },
      dispose: async () => {
        await thelia.close();
        await handle.dispose();
      },
    };
  });
});
