import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../lib/adapters/embedded/database';
import { runSeed } from '../../lib/adapters/embedded/seed/run';
import { copyOfBuild, startExtraServer, stopExtraServer } from '../extra-server';

export interface LoginShop {
  origin: string;
  email: string;
  password: string;
  stop(): Promise<void>;
}

/**
 * A small shop with one confirmed customer whose password the journey knows. The main journey shop has no
 * customer, and an account made there could only be opened from a mail kept in its database, which the server
 * holds (one PGlite per folder); so login gets a server of its own, as in lists.spec.ts.
 */
export async function startLoginShop(port: number): Promise<LoginShop> {
  const dist = `.next-login-${port}`;
  const data = `./data/e2e-login-${port}`;
  const origin = `http://at.localhost:${port}`;
  const email = `kundin.${port}@example.at`;
  const password = 'warmwasser aus der therme';
  rmSync(data, { recursive: true, force: true });
  const shop = await openDatabase({ pgliteDataDir: data });
  await runSeed(shop, { seed: 42, products: 12, replace: true });
  await shop.db.execute(sql`INSERT INTO customer (ref, title_id, firstname, lastname, email, password_hash,
      store_code, language_code, confirmed_at)
    VALUES ('CUS000000000088', 2, 'Anna', 'Huber', ${email}, ${await hash(password)}, 'at', 'de', now())`);
  await shop.close();
  const server: ChildProcess = await startExtraServer(port, {
    NEXT_DIST_DIR: copyOfBuild(dist),
    PGLITE_DATA_DIR: data,
    SHOP_ORIGINS: `at=${origin}`,
  });
  return {
    origin,
    email,
    password,
    async stop() {
      await stopExtraServer(server);
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
