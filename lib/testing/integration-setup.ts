import { postgresAvailability } from './databases';

/** Runs once before the integration suites; workers inherit the verdict through the environment. */
export default async function integrationSetup(): Promise<void> {
  const status = await postgresAvailability();
  if (status.available) return;
  // CI has a server (docs/development.md "Toolchain"): there a missing one is a failure, not a reason to skip.
  if (process.env.CI) throw new Error(`The integration suite needs PostgreSQL in CI: ${status.reason}`);
  process.env.STOREFRONT_POSTGRES_UNAVAILABLE = status.reason;
  console.warn(`\nSkipping the PostgreSQL integration run: ${status.reason}\n`);
}
