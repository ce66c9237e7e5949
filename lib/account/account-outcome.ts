import type { ApiError } from '../api/responses';

/** What an account action did: a notice to show and maybe a new session cookie, or why it was refused. */
export type AccountOutcome =
  | { ok: true; notice: ApiError; cookieValue: string | null }
  | { ok: false; status: RefusalStatus | 429; error: ApiError; retryAfterSeconds?: number };

export type RefusalStatus = 401 | 403 | 404 | 409 | 410 | 422 | 503;
