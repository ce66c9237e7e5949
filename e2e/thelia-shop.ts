import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { openDatabase } from '../lib/adapters/embedded/database';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { importTheliaCatalogue } from '../lib/adapters/thelia/import/thelia-import';
import { startFakeThelia, type FakeThelia } from '../lib/testing/fake-thelia/fake-thelia-server';
import { startSmtpSink, type SmtpSink } from '../lib/testing/smtp-sink';
import { copyOfBuild, localShopOrigins, startExtraServer, stopExtraServer } from './extra-server';

/** A storefront on SHOP_BACKEND=thelia, its catalogue imported from the local Thelia stand-in it sells through. */
export interface TheliaShop {
  origin(store: 'at' | 'de' | 'ro'): string;
  thelia: FakeThelia;
  sink: SmtpSink;
  stop(): Promise<void>;
}

export async function startTheliaShop(port: number): Promise<TheliaShop> {
  const dist = `.next-thelia-${port}`;
  const data = `./data/e2e-thelia-${port}`;
  const [thelia, sink] = await Promise.all([startFakeThelia({ extraProducts: 6 }), startSmtpSink()]);
  // Enough on Thelia's shelf for every journey's orders, as the index will say after the import.
  for (const product of thelia.world.catalogue.products)
    for (const pse of product.productSaleElements ?? []) pse.quantity = Math.max(pse.quantity ?? 0, 40);
  rmSync(data, { recursive: true, force: true });
  const index = await openDatabase({ pgliteDataDir: data });
  await runSeed(index, { seed: 7, products: 0, replace: false });
  await importTheliaCatalogue(index.db, { thelia: { baseUrl: thelia.baseUrl } });
  await index.close();
  const origin = (store: string) => `http://${store}.localhost:${port}`;
  const server: ChildProcess = await startExtraServer(port, {
    NEXT_DIST_DIR: copyOfBuild(dist),
    PGLITE_DATA_DIR: data,
    SMTP_URL: sink.url,
    SHOP_ORIGINS: localShopOrigins(port),
    SHOP_BACKEND: 'thelia',
    THELIA_URL: thelia.baseUrl,
    THELIA_PAYMENT_MODULE_ID: '20',
    THELIA_LANGUAGE_IDS: 'de=1, en=2, ro=3',
    THELIA_DELIVERY_MODULES: '77=10, 78=10, 79=10, 80=11',
    SESSION_SECRET: 'the-thelia-journeys-session-secret-0123456789',
  });
  return {
    origin,
    thelia,
    sink,
    async stop() {
      await stopExtraServer(server);
      await Promise.all([sink.close(), thelia.close()]);
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
