import type { components } from './openapi/thelia-open-api';

type ErrorBody = components['schemas']['Error'];
type InvalidJsonBody = components['schemas']['InvalidJsonError'];

/**
 * What a Thelia refusal means for the adapter. The module answers every failure with the same 400 and the title
 * "Unexpected error", so the only way to tell "not logged in" from "wrong password" is the message text
 * (thelia-open-api.yaml x-quirks errors-are-400). The texts are the module's English ones: a Thelia whose
 * translations change them gives `other`, never a wrong kind.
 */
export type TheliaErrorKind =
  | 'invalid-data'
  | 'invalid-json'
  | 'already-logged-in'
  | 'not-logged-in'
  | 'bad-credentials'
  | 'unknown-coupon'
  | 'other';

const kindsByMessage: Array<[RegExp, TheliaErrorKind]> = [
  [/^A user is already connected\b/, 'already-logged-in'],
  [/^No customer found for this email\.|^Password incorrect\./, 'bad-credentials'],
  [/^No user is currently logged in\.|^No customer found$/, 'not-logged-in'],
  [/^No coupons were found for this coupon code\./, 'unknown-coupon'],
];

/** Thelia understood the call and refused it (HTTP 400). Retrying the same call gives the same answer. */
export class TheliaError extends Error {
  override readonly name = 'TheliaError';
  readonly status: number;
  readonly title: string;
  readonly description: string | null;
  /** Validation messages by property path ("customer.email"); empty unless the title is "Invalid data". */
  readonly violations: Readonly<Record<string, string>>;
  readonly kind: TheliaErrorKind;

  constructor(status: number, body: ErrorBody | InvalidJsonBody) {
    const isInvalidJson = 'error' in body;
    const title = isInvalidJson ? body.error : body.title;
    const description = isInvalidJson ? null : (body.description ?? null);
    super(description ? `${title}: ${description}` : title);
    this.status = status;
    this.title = title;
    this.description = description;
    this.violations = Object.fromEntries(
      Object.entries((!isInvalidJson && body.schemaViolations) || {}).map(([path, violation]) => [
        path,
        violation.message,
      ]),
    );
    this.kind = isInvalidJson
      ? 'invalid-json'
      : title === 'Invalid data'
        ? 'invalid-data'
        : (kindsByMessage.find(([pattern]) => pattern.test(description ?? ''))?.[1] ?? 'other');
  }
}

export type TheliaUnavailableReason = 'timeout' | 'network' | 'unexpected-answer';

/**
 * Thelia could not be asked, or answered something no module route gives (an HTML error page, a 5xx, a
 * redirect, a body that is not JSON). The storefront shows its maintenance screen rather than guessing.
 */
export class TheliaUnavailable extends Error {
  override readonly name = 'TheliaUnavailable';
  readonly reason: TheliaUnavailableReason;
  /** The HTTP status when Thelia (or something in front of it) answered at all. */
  readonly status: number | null;

  constructor(
    reason: TheliaUnavailableReason,
    message: string,
    status: number | null = null,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.reason = reason;
    this.status = status;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The module's Error body, or core's InvalidJsonError body; null for anything else. */
export function asErrorBody(value: unknown): ErrorBody | InvalidJsonBody | null {
  if (!isRecord(value)) return null;
  if (typeof value.title === 'string') return value as ErrorBody;
  if (typeof value.error === 'string') return value as InvalidJsonBody;
  return null;
}
