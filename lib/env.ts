import { z } from 'zod';
import { storeCodeSchema, type StoreCode } from './shop/schemas';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const postgresUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine(
      (value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
      'must be a postgres:// or postgresql:// URL',
    )
    .optional(),
);

/** "www.sanitaerwelt.at=at, shop.example.ro=ro": hosts that do not end in a shop's country domain. */
const hostMap = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const map = new Map<string, StoreCode>();
      for (const entry of (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const [host, store] = entry.split('=').map((part) => part.trim().toLowerCase());
        const parsedStore = storeCodeSchema.safeParse(store);
        if (!host || !parsedStore.success) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not host=at|de|ro` });
          return z.NEVER;
        }
        map.set(host, parsedStore.data);
      }
      return map;
    }),
);

const positiveInt = (fallback: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));

export const envSchema = z.object({
  /** A PostgreSQL server for the embedded backend; without it the shop runs on PGlite in PGLITE_DATA_DIR. */
  DATABASE_URL: postgresUrl,
  PGLITE_DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data/pglite')),
  SHOP_HOST_MAP: hostMap,
  /** How many demo products `npm start` seeds into an empty database. */
  SEED_PRODUCTS: positiveInt(3000, 1_000_000),
  SEED_VALUE: positiveInt(42, 2 ** 31 - 1),
  /** How this server reaches itself (proxy.ts fetches its 404 screens); default loopback on its own port. */
  INTERNAL_ORIGIN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => /^https?:\/\/[^\s/]+$/.test(value) && URL.canParse(value),
        'must be an origin such as http://127.0.0.1:3000',
      )
      .optional(),
  ),
});

export type Env = z.output<typeof envSchema>;

export class ConfigurationError extends Error {
  constructor(readonly problems: Array<{ name: string; message: string }>) {
    super(
      `The shop cannot start: ${problems.length} setting${problems.length === 1 ? ' is' : 's are'} invalid.\n` +
        problems.map(({ name, message }) => `  - ${name}: ${message}`).join('\n'),
    );
    this.name = 'ConfigurationError';
  }
}

/** Validates every setting at once, so one start-up error names all bad settings (SPEC §5 "Start-up config"). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new ConfigurationError(
    parsed.error.issues.map((issue) => ({
      name: String(issue.path[0] ?? 'configuration'),
      message: issue.message,
    })),
  );
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
