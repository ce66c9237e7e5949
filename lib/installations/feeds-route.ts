import 'server-only';
import type { NextRequest } from 'next/server';
import { handlerMarketContext } from '../api/market-context';
import { createFeedSchema, revokeFeedSchema } from '../appointments/operator-forms';
import { getInstallerDiary } from '../storefront';
import { feedUrl } from './feed-url';
import { operatorMutation } from './operator-request';

/**
 * An admin gives an installer team a calendar subscription, or takes it back (POST /api/appointments/feeds,
 * action create or revoke). The secret URL is in this answer only: a form's page shows it once from a short-lived
 * cookie, JSON carries it in the body.
 */
export function postFeeds(request: NextRequest): Promise<Response> {
  return operatorMutation(request, 'Changing an installer feed failed', async ({ fields, store, market }) => {
    const diary = await getInstallerDiary();
    const now = new Date();
    if (fields.action === 'revoke') {
      const parsed = revokeFeedSchema.safeParse(fields);
      if (!parsed.success) return { status: 422, error: { code: 'installations.notFound' } };
      return (await diary.revokeFeed(parsed.data.feedId, store, now))
        ? { status: 200, notice: 'installations.feedRevoked' }
        : { status: 404, error: { code: 'installations.notFound' } };
    }
    const parsed = createFeedSchema(store).safeParse(fields);
    if (!parsed.success)
      return {
        status: 422,
        error: {
          code: 'installations.feedInvalid',
          fields: parsed.error.issues.map((issue) => String(issue.path[0])),
        },
      };
    const { action: _action, ...feed } = parsed.data;
    const created = await diary.createFeed({ ...feed, store }, now);
    return {
      status: 201,
      notice: 'installations.feedCreated',
      data: {
        feedId: created.feed.id,
        url: feedUrl((await handlerMarketContext(market)).origins, store, created.token),
      },
      feedToken: created.token,
    };
  });
}
