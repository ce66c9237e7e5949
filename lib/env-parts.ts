import { z } from 'zod';

/** Pieces the settings' schemas share (lib/env.ts, lib/env-thelia.ts). */

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** "a=b, c=d" as pairs; entries without a "=" come back with an empty right side. */
export function pairs(value: string | undefined): Array<{ entry: string; left: string; right: string }> {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=');
      return at < 0
        ? { entry, left: entry, right: '' }
        : { entry, left: entry.slice(0, at).trim(), right: entry.slice(at + 1).trim() };
    });
}

export const httpUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value), 'must be an http(s):// URL')
    .transform((value) => value.replace(/\/$/, '')),
);
