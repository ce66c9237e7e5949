import { useTranslations } from 'next-intl';
import { TableRegion } from './table-region';
import type { HreflangMatrix, HreflangMismatch, HreflangRow } from '@/lib/seo-preview/hreflang';

const pairs = (alternates: Array<{ hreflang: string; href: string }>) =>
  alternates.map(({ hreflang, href }) => `${hreflang} ${href}`).join(', ');

/** A break in the set as a sentence; list values written out, the rest passed as they are. */
function MismatchText({ mismatch }: { mismatch: HreflangMismatch }) {
  const t = useTranslations('SeoPreview.hreflangMismatch');
  const refused = useTranslations('SeoPreview.refused');
  switch (mismatch.kind) {
    case 'duplicateCode':
      return t('duplicateCode', { hreflang: mismatch.hreflang, hrefs: mismatch.hrefs.join(', ') });
    case 'differentSet':
      return t('differentSet', {
        hreflang: mismatch.hreflang,
        href: mismatch.href,
        missing: pairs(mismatch.missing) || '—',
        extra: pairs(mismatch.extra) || '—',
      });
    case 'unreadable':
      return t('unreadable', {
        hreflang: mismatch.hreflang,
        href: mismatch.href,
        reason: refused(mismatch.reason),
      });
    default:
      return t(mismatch.kind, { ...mismatch });
  }
}

function answer(row: HreflangRow, t: ReturnType<typeof useTranslations<'SeoPreview'>>): string {
  if (row.read.kind === 'notChecked') return t('hreflangNotChecked');
  if (row.read.kind === 'refused') return t('hreflangUnread');
  const { page } = row.read;
  return page.redirects.length > 0 ? `${page.redirects[0]!.status} → ${page.url}` : String(page.status);
}

const yesNo = (value: boolean | null, t: ReturnType<typeof useTranslations<'SeoPreview'>>) =>
  value === null ? '—' : t(value ? 'yes' : 'no');

/**
 * The page's hreflang alternates across the stores and languages, each read back: its answer, whether it names the
 * page and itself, and every break Google would hold against the set.
 */
export function HreflangFacts({ matrix }: { matrix: HreflangMatrix }) {
  const t = useTranslations('SeoPreview');
  const { rows, mismatches } = matrix;
  // Only the first ten addresses are read for one page: the rest are neither fine nor broken.
  const unread = rows.filter((row) => row.read.kind === 'notChecked').length;
  return (
    <section className="seo-preview__section" aria-labelledby="hreflang-heading">
      <h2 id="hreflang-heading">{t('hreflangHeading')}</h2>
      <p
        className={
          rows.length === 0 || mismatches.length > 0 ? 'seo-verdict seo-verdict--bad' : 'seo-verdict'
        }
        data-testid="hreflang-verdict"
      >
        {rows.length === 0
          ? t('hreflangNone')
          : mismatches.length > 0
            ? t('hreflangBroken', { count: mismatches.length })
            : unread > 0
              ? t('hreflangPartly', { count: rows.length - unread, unread })
              : t('hreflangFine', { count: rows.length })}
      </p>
      {mismatches.length > 0 && (
        <ul className="seo-problems" data-testid="hreflang-mismatches">
          {mismatches.map((mismatch, index) => (
            <li key={index}>
              <MismatchText mismatch={mismatch} />
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <TableRegion label={t('tableOf', { name: t('hreflangHeading') })}>
          <table className="seo-table" data-testid="hreflang-table">
            <thead>
              <tr>
                <th scope="col">hreflang</th>
                <th scope="col">{t('hreflangAddress')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('hreflangNamesPage')}</th>
                <th scope="col">{t('hreflangNamesItself')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.hreflang} ${row.href}`}>
                  <th scope="row">{row.hreflang}</th>
                  <td>{row.url ?? row.href}</td>
                  <td>{answer(row, t)}</td>
                  <td>{yesNo(row.namesPage, t)}</td>
                  <td>{yesNo(row.namesItself, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
