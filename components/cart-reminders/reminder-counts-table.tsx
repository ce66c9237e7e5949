import { useTranslations } from 'next-intl';
import { reminderOutcomes, type ReminderCounts } from '@/lib/shop/cart-reminders';
import { StackedTableHead } from '@/components/ui/stacked-table-head';

/**
 * Operators' view of abandoned-cart reminders: per store, what became of the carts left behind and how many
 * reminded ones were ordered afterwards. A card per store on a phone (pieces.css, .stacked-table).
 */
export function ReminderCountsTable({ counts, locale }: { counts: ReminderCounts[]; locale: string }) {
  const t = useTranslations('CartReminders');
  if (counts.length === 0) return <p data-testid="cart-reminders-none">{t('none')}</p>;
  const number = new Intl.NumberFormat(locale);
  const columns = [...reminderOutcomes.slice(0, 1), 'ordered', ...reminderOutcomes.slice(1)] as const;
  return (
    <table className="stacked-table cart-reminders__table" role="table" data-testid="cart-reminders-counts">
      <caption>{t('caption')}</caption>
      <StackedTableHead columns={[t('store'), ...columns.map((column) => t(column))]} />
      <tbody role="rowgroup">
        {counts.map((row) => (
          <tr key={row.store} role="row">
            <th scope="row" role="rowheader">
              {row.store.toUpperCase()}
            </th>
            {columns.map((column) => (
              <td key={column} role="cell" data-label={t(column)}>
                {number.format(column === 'ordered' ? row.ordered : row.outcomes[column])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
