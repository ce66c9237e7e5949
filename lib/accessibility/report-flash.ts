import type { NextRequest, NextResponse } from 'next/server';
import { setPrivateCookie } from '../http/private-cookie';
import { barrierReportFields, DESCRIPTION_MAX_LENGTH, type BarrierReportField } from './report-schema';
import { fittingCookieValue, readKeptStrings } from '../http/json-cookie';

/** Carries a refused plain form's values back to it: personal, so never in the URL (like the account's forms). */
export const REPORT_FLASH_COOKIE = 'barrier_report_form';
const FLASH_SECONDS = 300;
/** A browser keeps a cookie of about 4 kB, name and attributes included. */
const MAX_COOKIE_LENGTH = 3_800;

export type KeptReport = Partial<Record<BarrierReportField, string>>;

/**
 * The form's values as the cookie's value; a description too long for a cookie is cut, as little as it takes,
 * rather than lost altogether.
 */
export function encodeKeptReport(fields: Record<string, unknown>): string {
  return fittingCookieValue(
    fields,
    barrierReportFields,
    [DESCRIPTION_MAX_LENGTH, 1500, 1000, 500],
    MAX_COOKIE_LENGTH,
  );
}

/** The kept values of a cookie, or none when it is missing or not ours. */
export function decodeKeptReport(cookie: string | undefined): KeptReport {
  return readKeptStrings(cookie, MAX_COOKIE_LENGTH, barrierReportFields, DESCRIPTION_MAX_LENGTH);
}

/** Gives a refused plain form's values to the page it comes back to, for five minutes. */
export function keepReportValues(
  response: NextResponse,
  request: NextRequest,
  fields: Record<string, unknown>,
): void {
  setPrivateCookie(response, request, {
    name: REPORT_FLASH_COOKIE,
    value: encodeKeptReport(fields),
    maxAgeSeconds: FLASH_SECONDS,
  });
}
