import { jest } from '@jest/globals';

// Integration tests solve captchas, hash passwords and render invoices: CPU that a loaded 2-core CI shares with the
// crash suite's restarts, so Jest's default 5 s is too tight (a 1.8 s checkout test ran past it there).
jest.setTimeout(30_000);
