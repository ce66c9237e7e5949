/**
 * Asks VIES about VAT ids the way the shop does (`npm run vat:check -- ATU13585627 DE136695976`): against the
 * EU's live service by default, or VIES_URL. Operators use it to see what the shop will say of a customer's id.
 */
import { askVies } from '../lib/account/vies';
import { readVatId } from '../lib/account/vat-id';

async function main(ids: string[]): Promise<void> {
  if (ids.length === 0) throw new Error('Name at least one VAT id, for example ATU13585627.');
  for (const id of ids) {
    const reading = readVatId(id, { minLength: 0, storeCountryIso: '' });
    if (!reading.ok) {
      console.log(`${id}: ${reading.problem} (shape or check digit; VIES not asked)`);
      continue;
    }
    const answer = await askVies(reading.vatId);
    console.log(`${reading.vatId.value}: ${answer.status}${answer.name ? ` (${answer.name})` : ''}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
