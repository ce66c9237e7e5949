import { useTranslations } from 'next-intl';
import { FormField } from '@/components/account/form-field';
import { StackedTableHead } from '@/components/ui/stacked-table-head';
import { RowAction } from './row-action';
import { LABEL_MAX_LENGTH } from '@/lib/appointments/operator-forms';
import type { InstallationsDay } from '@/lib/installations/installations-page';

const ACTION = '/api/appointments/feeds';

/**
 * The teams' calendar subscriptions: each with a plain form that revokes it, the form that creates one, and the
 * new one's address right after it was created (this once only).
 */
export function FeedSection({
  data,
  newFeedUrl,
  language,
  locale,
}: {
  data: InstallationsDay;
  newFeedUrl: string | null;
  language: string;
  locale: string;
}) {
  const t = useTranslations('Installations');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: data.timeZone });
  const areaName = (id: string) => data.areas.find((area) => area.id === id)?.name ?? id;
  const hidden = (
    <>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="day" value={data.day} />
    </>
  );
  return (
    <section className="installations__section" aria-labelledby="installations-feeds">
      <h2 id="installations-feeds">{t('feedsHeading')}</h2>
      <p>{t('feedsIntro')}</p>
      {newFeedUrl && (
        <div className="installations__new-feed" data-testid="new-feed">
          <h3 id="installations-new-feed">{t('feedUrlHeading')}</h3>
          <p id="installations-new-feed-note">{t('feedUrlNote')}</p>
          <input
            className="installations__feed-url"
            readOnly
            value={newFeedUrl}
            aria-labelledby="installations-new-feed"
            aria-describedby="installations-new-feed-note"
            data-testid="feed-url"
          />
        </div>
      )}
      {data.feeds.length === 0 ? (
        <p>{t('noFeeds')}</p>
      ) : (
        <table className="installations__table stacked-table" role="table">
          <caption>{t('feedsCaption')}</caption>
          <StackedTableHead columns={[t('label'), t('area'), t('team'), t('created'), t('actions')]} />
          <tbody role="rowgroup">
            {data.feeds.map((feed) => (
              <tr key={feed.id} role="row" data-testid="feed">
                <th scope="row" role="rowheader" id={`feed-${feed.id}`}>
                  {feed.label}
                </th>
                <td role="cell" data-label={t('area')}>
                  {areaName(feed.areaId)}
                </td>
                <td role="cell" data-label={t('team')}>
                  {feed.team}
                </td>
                <td role="cell" data-label={t('created')}>
                  <time dateTime={feed.createdAt.toISOString()}>{date.format(feed.createdAt)}</time>
                </td>
                <td role="cell" data-label={t('actions')}>
                  <RowAction
                    action={ACTION}
                    hidden={hidden}
                    name="revoke"
                    idField="feedId"
                    id={feed.id}
                    describedBy={`feed-${feed.id}`}
                    label={t('revokeFeed')}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        method="post"
        action={ACTION}
        className="installations__form"
        aria-labelledby="installations-create-feed"
      >
        <h3 id="installations-create-feed">{t('createFeedHeading')}</h3>
        {hidden}
        <input type="hidden" name="action" value="create" />
        <FormField name="areaId" label={t('area')} autoComplete="off" scope="feed">
          {({ id, describedBy }) => (
            <select id={id} name="areaId" aria-describedby={describedBy}>
              {data.areas.map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField name="team" label={t('team')} autoComplete="off" scope="feed">
          {({ id, describedBy }) => (
            <select id={id} name="team" aria-describedby={describedBy}>
              {Array.from({ length: data.mostTeams }, (_, index) => (
                <option key={index} value={index + 1}>
                  {t('teamOption', { team: index + 1 })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField name="label" label={t('label')} autoComplete="off" scope="feed" hint={t('labelHint')}>
          {({ id, describedBy }) => (
            <input
              id={id}
              name="label"
              maxLength={LABEL_MAX_LENGTH}
              required
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <button type="submit" className="button">
          {t('createFeed')}
        </button>
      </form>
    </section>
  );
}
