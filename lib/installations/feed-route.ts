import 'server-only';
import type { NextRequest } from 'next/server';
import { retryAfterHeaders } from '../api/mutation';
import { clientAddress, consume } from '../api/rate-limit';
import { calendarFeed, type FeedEvent } from '../appointments/invite';
import { storeDefaults } from '../i18n/stores';
import { messagesTranslator } from '../mail/compose';
import { reportError } from '../monitoring/server';
import type { Appointment } from '../shop/appointment-book';
import type { StoreCode } from '../shop/codes';
import { getInstallerDiary } from '../storefront';

// A team's calendar is one team's business: never kept by a cache, never in a search engine.
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
/** Unknown and revoked tokens get the same answer, so the feed tells nobody which tokens were ever issued. */
const notFound = () => new Response('Not found', { status: 404, headers: PRIVATE });

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What a team needs on the way: who, where, how to call, and what the customer wrote. */
function eventOf(appointment: Appointment, t: Translate): FeedEvent {
  const service = t(`services.${appointment.serviceKind}`);
  const details = [appointment.name, appointment.phone, appointment.email, appointment.note];
  return {
    uid: appointment.uid,
    sequence: appointment.sequence,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    title: t('feedEventTitle', { service, name: appointment.name }),
    description: details.filter(Boolean).join('\n'),
    location: `${appointment.street}, ${appointment.postcode} ${appointment.city}`,
    cancelled: appointment.status === 'cancelled',
  };
}

/**
 * GET /api/installer-feed/{token}: the team's appointments from now on as an iCalendar subscription, in its store's
 * language; cancelled ones stay 30 days as CANCELLED, so subscribed calendars drop them.
 */
export async function getInstallerFeed(request: NextRequest, token: string): Promise<Response> {
  try {
    const limit = await consume('installerFeed', clientAddress(request.headers));
    if (!limit.allowed)
      return new Response('Too many requests', {
        status: 429,
        headers: { ...PRIVATE, ...retryAfterHeaders(limit.retryAfterSeconds) },
      });
    const diary = await getInstallerDiary();
    const feed = await diary.feedByToken(token);
    if (!feed) return notFound();
    const now = new Date();
    const appointments = await diary.teamAppointments(feed.store, feed.areaId, feed.team, now, now);
    const t = await messagesTranslator(storeDefaults[feed.store as StoreCode].language, 'Installations');
    const body = calendarFeed(
      appointments.map((appointment) => eventOf(appointment, t)),
      t('feedName', { label: feed.label }),
    );
    return new Response(body, { headers: { ...PRIVATE, 'Content-Type': 'text/calendar; charset=utf-8' } });
  } catch (error) {
    await reportError(error, 'An installer feed failed', request);
    return new Response('Unavailable', { status: 503, headers: { ...PRIVATE, 'Retry-After': '60' } });
  }
}
