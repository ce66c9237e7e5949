import { postgresAvailability } from './databases';

/** Runs once before the integration suites; workers inherit the verdict through the environment. */
export default async function integrationSetup(): Promise<void> {
  const status = await postgresAvailability();
  if (status.available) return;
  process.env.STOREFRONT_POSTGRES_UNAVAILABLE = status.reason;
  console.warn(`\nSkipping the PostgreSQL integration run: ${status.reason}\n`);
}
