import { z } from 'zod';
import { readSignedToken, signToken } from '../../security/signed-token';
import { languageCodes } from '../../shop/codes';
import { socialProviders } from './providers';

/**
 * The two short-lived cookies of a sign-in with a provider, signed with the social-login key so that neither can
 * be forged or taken for the other: the flow (state, nonce and PKCE verifier between the start and the provider's
 * answer) and the pending identity (between the answer and the completion or link form). Never in a URL.
 */
export const FLOW_COOKIE = 'social_flow';
export const PENDING_COOKIE = 'social_pending';
/** Ten minutes: time to log in at the provider, or to fill in a short form. */
export const SEALED_SECONDS = 600;
/** Subject, address and names fit; a browser keeps 4 kB per cookie. */
const MAX_SEALED_LENGTH = 2_048;
/** Room for the page to return to beside the flow's secrets; a longer address returns to the account. */
export const MAX_BACK_LENGTH = 512;

const provider = z.enum(socialProviders);
const language = z.enum(languageCodes).optional();
/** The page of the shop the login was asked from, to return to once signed in (loginReturnPath). */
const back = z.string().max(MAX_BACK_LENGTH).optional();

const flowSchema = z.object({
  k: z.literal('flow'),
  p: provider,
  state: z.string().max(128),
  nonce: z.string().max(128),
  verifier: z.string().max(128),
  language,
  back,
  e: z.number(),
});

const pendingSchema = z.object({
  k: z.enum(['complete', 'link']),
  p: provider,
  sub: z.string().min(1).max(255),
  email: z.string().max(254),
  firstname: z.string().max(100),
  lastname: z.string().max(100),
  language,
  back,
  e: z.number(),
});

export type SocialFlow = Omit<z.output<typeof flowSchema>, 'e'>;
export type PendingIdentity = Omit<z.output<typeof pendingSchema>, 'e'>;

const expiry = (now: Date) => new Date(now.getTime() + SEALED_SECONDS * 1000);

export const sealFlow = (flow: SocialFlow, key: string, now: Date) => signToken(flow, expiry(now), key);
export const sealPending = (pending: PendingIdentity, key: string, now: Date) =>
  signToken(pending, expiry(now), key);

export const openFlow = (token: string, key: string, now: Date) =>
  readSignedToken(token, flowSchema, key, now, MAX_SEALED_LENGTH);
export const openPending = (token: string, key: string, now: Date) =>
  readSignedToken(token, pendingSchema, key, now, MAX_SEALED_LENGTH);
