/** Wrong passwords counted so far: from this client address, for this account from it, for this account. */
export interface FailureCounts {
  client: number;
  accountClient: number;
  account: number;
}

/**
 * What a password try may do (OWASP authentication cheat sheet): a client held up after too many failures on
 * any accounts, or on this one, is refused ('tooMany'); an account that had a few failures from anywhere asks
 * every try for the captcha ('captcha') instead of locking, so nobody can keep its owner out; else 'open'.
 */
export function passwordGate(counts: FailureCounts, limits: FailureCounts): 'tooMany' | 'captcha' | 'open' {
  if (counts.client >= limits.client || counts.accountClient >= limits.accountClient) return 'tooMany';
  return counts.account >= limits.account ? 'captcha' : 'open';
}

/**
 * The keys the failures are counted under. The account is its address as typed at login, trimmed and
 * lower-case, whether or not an account has it: counting only real accounts would tell which are.
 */
export function failureKeys(email: string, address: string): { account: string; accountClient: string } {
  const account = email.trim().toLowerCase();
  return { account, accountClient: `${account} ${address}` };
}
