jest.mock('../storefront', () => ({
  getAccountAdoption: jest.fn(),
  getCustomers: jest.fn(),
  getOrders: jest.fn(),
}));

import type { AccountAdoption, AdoptionAttempt } from '../shop/account-adoption';
import type { CustomerLogin } from '../shop/customer-types';
import { getAccountAdoption, getCustomers } from '../storefront';
import { hashPassword } from './password-hash';
import { checkPassword, THELIA_ANSWER_FLOOR_MS } from './service';

/**
 * A Thelia customer from before the switch logs in with the Thelia password (README "Running on a Thelia shop"),
 * without the login telling anyone which addresses have an account: Thelia is asked after every refused
 * password, behind the failure counts, and its word counts only for an address the storefront did not know.
 */

const AT = { store: 'at', language: 'de' } as const;
const THELIA_PASSWORD = 'das Passwort bei Thelia';
let tries = 0;
/** Each its own client address and account, so the failure counts of one never hold up another. */
const fresh = () => ({ email: `kunde.${(tries += 1)}@example.at`, address: `203.0.113.${tries % 250}` });

/** The storefront's accounts by address, and a Thelia that knows every address with THELIA_PASSWORD. */
let accounts: Map<string, CustomerLogin>;
const adopt = jest.fn<Promise<CustomerLogin | null>, [AdoptionAttempt]>();
const adoption: AccountAdoption = { adopt };
const theliaAdopts = async (attempt: AdoptionAttempt) => {
  if (attempt.password !== THELIA_PASSWORD) return null;
  const known = accounts.get(attempt.email);
  if (known?.confirmed) return known;
  const made = { id: accounts.size + 1, passwordHash: await attempt.passwordHash(), confirmed: true };
  accounts.set(attempt.email, made);
  return made;
};
const withPassword = async (email: string, password: string, confirmed = true) =>
  accounts.set(email, { id: accounts.size + 1, passwordHash: await hashPassword(password), confirmed });
const check = ({ email, address }: { email: string; address: string }, password: string) =>
  checkPassword(email, password, address, {}, AT);

beforeEach(() => {
  accounts = new Map();
  adopt.mockReset().mockImplementation(theliaAdopts);
  jest.mocked(getCustomers).mockResolvedValue({
    getCustomerLogin: async (email: string) => accounts.get(email) ?? null,
  } as never);
  jest.mocked(getAccountAdoption).mockResolvedValue(adoption);
});

describe('a login on a Thelia shop', () => {
  it('asks Thelia after every refused password, for an unknown address and a wrong password alike', async () => {
    const unknown = fresh();
    const known = fresh();
    await withPassword(known.email, 'das Passwort im Shop');

    expect(await check(unknown, 'geraten')).toEqual({ account: null });
    expect(await check(known, 'geraten')).toEqual({ account: null });

    expect(adopt.mock.calls.map(([attempt]) => attempt)).toEqual([
      expect.objectContaining({ email: unknown.email, password: 'geraten', ...AT }),
      expect.objectContaining({ email: known.email, password: 'geraten', ...AT }),
    ]);
  });

  it('lets in the customer Thelia vouches for when no account had the address', async () => {
    const newcomer = fresh();

    const { account } = await check(newcomer, THELIA_PASSWORD);

    expect(account).toEqual(accounts.get(newcomer.email));
    expect(account).toMatchObject({ confirmed: true, passwordHash: expect.stringMatching(/^\$argon2id\$/) });
  });

  it('lets a confirmed account win: its wrong password is refused, whatever Thelia says', async () => {
    const owner = fresh();
    await withPassword(owner.email, 'das Passwort im Shop');

    expect(await check(owner, THELIA_PASSWORD)).toEqual({ account: null });
    expect(adopt).toHaveBeenCalledTimes(1);
  });

  it('takes at least the floor for every refusal, however fast Thelia says no', async () => {
    adopt.mockResolvedValue(null);
    const started = performance.now();
    expect(await check(fresh(), 'geraten')).toEqual({ account: null });
    expect(performance.now() - started).toBeGreaterThanOrEqual(THELIA_ANSWER_FLOOR_MS - 5);
  });

  it('lets Thelia’s customer in over a registration nobody confirmed, which proves nothing', async () => {
    const pending = fresh();
    await withPassword(pending.email, 'irgendwer hat sich angemeldet', false);

    expect((await check(pending, THELIA_PASSWORD)).account).toMatchObject({ confirmed: true });
  });

  it('logs an adopted customer in again with the storefront’s own hash, Thelia unasked', async () => {
    const returning = fresh();
    const first = await check(returning, THELIA_PASSWORD);
    adopt.mockClear();

    expect(await check(returning, THELIA_PASSWORD)).toEqual(first);
    expect(adopt).not.toHaveBeenCalled();
  });

  it('opens the account a first login at the same moment made, with its own hash only', async () => {
    const racing = fresh();
    // The other login took the account over first: Thelia refuses the old password now.
    adopt.mockImplementation(async (attempt) => {
      await withPassword(attempt.email, THELIA_PASSWORD);
      return null;
    });

    expect((await check(racing, THELIA_PASSWORD)).account).toEqual(accounts.get(racing.email));
    const loser = fresh();
    expect(await check(loser, 'geraten')).toEqual({ account: null });
  });

  it('asks Thelia only behind the failure counts: a held-up client is refused before', async () => {
    const address = '198.51.100.77';
    // Each refusal waits for Thelia's floor: fail until the client is held up, no longer.
    let failures = 0;
    while (!(await check({ ...fresh(), address }, 'geraten')).refusal) failures += 1;
    expect(failures).toBeGreaterThan(0);
    adopt.mockClear();

    const { refusal } = await check({ ...fresh(), address }, THELIA_PASSWORD);

    expect(refusal).toMatchObject({ status: 429, error: { code: 'request.tooMany' } });
    expect(adopt).not.toHaveBeenCalled();
  }, 30_000);

  it('adopts nobody on the embedded shop, or where no shop is named (linking a provider)', async () => {
    jest.mocked(getAccountAdoption).mockResolvedValue(null);
    expect(await check(fresh(), THELIA_PASSWORD)).toEqual({ account: null });
    jest.mocked(getAccountAdoption).mockResolvedValue(adoption);
    const { email, address } = fresh();
    expect(await checkPassword(email, THELIA_PASSWORD, address, {})).toEqual({ account: null });
    expect(adopt).not.toHaveBeenCalled();
  });
});
