import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ProductSetView } from '@/lib/catalog/product-set';
import { formatMoney } from '@/lib/pricing/format';

/** Beside a set's price: what it saves against its parts bought one by one, when it saves anything. */
export function SetSaving({ set, locale }: { set: ProductSetView; locale: string }) {
  const t = useTranslations('Product');
  if (!set.saving) return null;
  return (
    <p className="set-saving" data-testid="set-saving">
      {t('setSaving', { amount: formatMoney(set.saving.amount, locale), percent: set.saving.percent })}
    </p>
  );
}

/** What one set holds, each part linked to its own page with its own price, and what they cost together. */
export function SetContents({ set, locale }: { set: ProductSetView; locale: string }) {
  const t = useTranslations('Product');
  return (
    <section aria-labelledby="product-set-contents" className="set-contents">
      <h2 id="product-set-contents">{t('setContents')}</h2>
      <table className="spec-table set-contents__table" data-testid="set-contents">
        <thead>
          <tr>
            <th scope="col">{t('setPart')}</th>
            <th scope="col" className="set-contents__price">
              {t('setPartPrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {set.parts.map((part) => (
            <tr key={part.ref}>
              <td>
                {t('setPartQuantity', { quantity: part.quantity })}{' '}
                {part.href ? (
                  <Link href={part.href} prefetch={false}>
                    {part.title}
                  </Link>
                ) : (
                  part.title
                )}
                <br />
                <span className="set-contents__ref">
                  {t('articleNumber')} {part.ref}
                </span>
              </td>
              <td className="set-contents__price">
                {part.unitPrice ? formatMoney(part.unitPrice, locale) : '–'}
              </td>
            </tr>
          ))}
        </tbody>
        {set.partsTotal && (
          <tfoot>
            <tr>
              <th scope="row">{t('setPartsTotal')}</th>
              <td className="set-contents__price">{formatMoney(set.partsTotal, locale)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
