import { useTranslations } from 'next-intl';
import { FormField } from '@/components/account/form-field';
import { StackedTableHead } from '@/components/ui/stacked-table-head';
import { RowAction } from './row-action';
import { REASON_MAX_LENGTH, type KeptBlockValues } from '@/lib/appointments/operator-forms';
import type { InstallationsDay } from '@/lib/installations/installations-page';

const ACTION = '/api/appointments/blocks';

/** The day's blocked times, each with a plain form that frees it, and the form that blocks another. */
export function BlockSection({
  data,
  dayName,
  language,
  locale,
  kept,
}: {
  data: InstallationsDay;
  /** A refused block's values, shown again in the form. */
  kept: KeptBlockValues;
  /** The day as the page's headings name it ("Montag, 14. Dezember 2026"). */
  dayName: string;
  language: string;
  locale: string;
}) {
  const t = useTranslations('Installations');
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: data.timeZone,
  });
  const areaName = (id: string | null) => data.areas.find((area) => area.id === id)?.name ?? t('allAreas');
  const hidden = (
    <>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="day" value={data.day} />
    </>
  );
  return (
    <section className="installations__section" aria-labelledby="installations-blocks">
      <h2 id="installations-blocks">{t('blocksHeading', { day: dayName })}</h2>
      {data.blocks.length === 0 ? (
        <p>{t('noBlocks')}</p>
      ) : (
        <table className="installations__table stacked-table" role="table">
          <caption>{t('blocksCaption')}</caption>
          <StackedTableHead columns={[t('time'), t('area'), t('reason'), t('actions')]} />
          <tbody role="rowgroup">
            {data.blocks.map((block) => (
              <tr key={block.id} role="row" data-testid="block">
                <th scope="row" role="rowheader" id={`block-${block.id}`}>
                  {t('timeRange', { from: time.format(block.startsAt), to: time.format(block.endsAt) })}
                </th>
                <td role="cell" data-label={t('area')}>
                  {areaName(block.areaId)}
                </td>
                <td role="cell" data-label={t('reason')}>
                  {block.reason}
                </td>
                <td role="cell" data-label={t('actions')}>
                  <RowAction
                    action={ACTION}
                    hidden={hidden}
                    name="remove"
                    idField="blockId"
                    id={block.id}
                    describedBy={`block-${block.id}`}
                    label={t('removeBlock')}
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
        aria-labelledby="installations-add-block"
      >
        <h3 id="installations-add-block">{t('addBlockHeading')}</h3>
        {hidden}
        <input type="hidden" name="action" value="add" />
        <FormField name="areaId" label={t('area')} autoComplete="off" scope="block">
          {({ id, describedBy }) => (
            <select id={id} name="areaId" defaultValue={kept.areaId ?? ''} aria-describedby={describedBy}>
              <option value="">{t('allAreas')}</option>
              {data.areas.map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="installations__times">
          {(
            [
              ['date', 'date', kept.date ?? data.day],
              ['from', 'time', kept.from ?? '08:00'],
              ['to', 'time', kept.to ?? '12:00'],
            ] as const
          ).map(([name, type, value]) => (
            <FormField key={name} name={name} label={t(name)} autoComplete="off" scope="block">
              {({ id, describedBy }) => (
                <input
                  id={id}
                  name={name}
                  type={type}
                  defaultValue={value}
                  required
                  aria-describedby={describedBy}
                />
              )}
            </FormField>
          ))}
        </div>
        <FormField name="reason" label={t('reason')} autoComplete="off" scope="block" hint={t('reasonHint')}>
          {({ id, describedBy }) => (
            <input
              id={id}
              name="reason"
              defaultValue={kept.reason}
              maxLength={REASON_MAX_LENGTH}
              required
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <button type="submit" className="button">
          {t('addBlock')}
        </button>
      </form>
    </section>
  );
}
