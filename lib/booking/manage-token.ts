import 'server-only';
import { z } from 'zod';
import { readSignedToken, signToken } from '../security/signed-token';
import { signingKey } from '../session/signing-key';

const payloadSchema = z.object({
  a: z.number().int().positive(),
  u: z.string().min(1).max(255),
  e: z.number(),
});

/**
 * The link in the confirmation mail to see, move or cancel an appointment: its id and UID, signed, valid until
 * the appointment is over. Whether a change is still allowed (24 h before) is the appointment's question.
 */
export async function manageToken(appointment: { id: number; uid: string; endsAt: Date }): Promise<string> {
  return signToken(
    { a: appointment.id, u: appointment.uid },
    appointment.endsAt,
    await signingKey('appointment'),
  );
}

/** The appointment a link names, or null for a tampered, foreign or expired one. */
export async function readManageToken(token: string, now: Date): Promise<{ id: number; uid: string } | null> {
  const reading = readSignedToken(token, payloadSchema, await signingKey('appointment'), now);
  return reading.ok ? { id: reading.payload.a, uid: reading.payload.u } : null;
}
