import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/shop/adapters/embedded/schema/index.ts',
  out: './lib/shop/adapters/embedded/migrations',
});
