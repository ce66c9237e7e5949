import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/adapters/embedded/schema/index.ts',
  out: './lib/adapters/embedded/migrations',
});
