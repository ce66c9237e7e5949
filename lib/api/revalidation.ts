import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CATALOGUE_TAG, isCacheTag } from '../catalog/cache-tags';

/** What `npm run revalidate` posts: the tags to refresh, everything when none are named. */
export const revalidationSchema = z.object({
  tags: z
    .array(z.string().max(64).refine(isCacheTag, { message: 'revalidate.unknownTag' }))
    .max(500)
    .default([CATALOGUE_TAG]),
});

export type RevalidationRequest = z.output<typeof revalidationSchema>;

/** Whether an Authorization header carries the configured token (compared in constant time). */
export function isAuthorized(authorization: string | null, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
