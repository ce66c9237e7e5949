'use client';

import { useRouter } from 'next/navigation';
import type { ListingPageData } from '@/lib/catalog/listing-page';

/**
 * The order of a listing: a GET form that works without JavaScript (its button then shows), and with it
 * changes the order as soon as an option is picked.
 */
export function SortControl({
  sort,
  labels,
}: {
  sort: ListingPageData['sort'];
  labels: { sortLabel: string; apply: string };
}) {
  const router = useRouter();
  const selected = sort.options.find((option) => option.selected);
  return (
    <form action={sort.action} method="get" className="sort-control">
      {sort.fields.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort">{labels.sortLabel}</label>
      <select
        id="listing-sort"
        name="sort"
        defaultValue={selected?.value}
        onChange={(event) => {
          const option = sort.options.find((candidate) => candidate.value === event.target.value);
          if (option) router.push(option.href, { scroll: false });
        }}
      >
        {sort.options.map((option) => (
          <option key={option.value || 'default'} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--small">
          {labels.apply}
        </button>
      </noscript>
    </form>
  );
}
