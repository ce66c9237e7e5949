import 'server-only';
import { z } from 'zod';
import { env } from '../env';
import type { VatId } from './vat-id';

/** What VIES said of a VAT id: registered, not registered, or nothing (a member state's service was down). */
export type ViesStatus = 'valid' | 'invalid' | 'unknown';

/** A member state's registry can take a while; a shopper should not wait longer than this for an answer. */
const VIES_TIMEOUT_MS = 8_000;

const answerSchema = z.union([
  z.object({ valid: z.boolean(), name: z.string().nullish() }),
  z.object({ errorWrappers: z.array(z.object({ error: z.string() })).min(1) }),
]);

/**
 * Asks the EU's VIES (REST `check-vat-number`) whether a VAT id is registered. Only a definite answer counts:
 * an unavailable member state, a busy service, a timeout or an answer of unknown shape is `unknown`, to be asked
 * again later — never taken as valid. Only a malformed id (INVALID_INPUT) is `invalid` without a lookup.
 */
export async function askVies(vatId: VatId): Promise<{ status: ViesStatus; name: string | null }> {
  try {
    const response = await fetch(`${env().VIES_URL}/check-vat-number`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ countryCode: vatId.viesCountryCode, vatNumber: vatId.viesNumber }),
      signal: AbortSignal.timeout(VIES_TIMEOUT_MS),
    });
    const answer = answerSchema.safeParse(await response.json());
    if (!answer.success) return { status: 'unknown', name: null };
    if ('valid' in answer.data)
      return {
        status: answer.data.valid ? 'valid' : 'invalid',
        name: answer.data.valid && answer.data.name && answer.data.name !== '---' ? answer.data.name : null,
      };
    const invalidInput = answer.data.errorWrappers.some((wrapper) => wrapper.error === 'INVALID_INPUT');
    return { status: invalidInput ? 'invalid' : 'unknown', name: null };
  } catch (error) {
    console.error(`VIES did not answer for ${vatId.viesCountryCode}: ${(error as Error).message}`);
    return { status: 'unknown', name: null };
  }
}
