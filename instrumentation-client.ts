import { config } from 'zod/v4/core';

/**
 * Runs in the browser before the app. Zod compiles its object parsers with `new Function` (and probes for it)
 * unless told not to, and the shop's Content-Security-Policy allows no eval (lib/http/content-security-policy.ts).
 */
config({ jitless: true });
