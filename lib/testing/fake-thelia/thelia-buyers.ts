import { randomBytes } from 'node:crypto';

/** The SESSION_SECRET the Thelia suites seal buyers' Thelia passwords with. */
export const TEST_SESSION_SECRET = 'a-session-secret-of-at-least-32-characters';

/** A new address for each buyer, so that one suite's Thelia customers never meet another's. */
export const freshBuyerEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.at`;
