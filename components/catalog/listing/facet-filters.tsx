import { useTranslations } from 'next-intl';
import type { ListingPageData } from '@/lib/catalog/listing-page';

/**
 * The filters as links that toggle one value each, so they work without JavaScript, can be opened in a new tab
 * and shared; each group folds away. Links to combinations not worth crawling carry rel="nofollow".
 */
export function FacetFilters({ listing }: { listing: ListingPageData }) {
  const t = useTranslations('Listing');
  return (
    <>
      {listing.chosen.length > 0 && (
        <section className="chosen-filters" aria-labelledby="chosen-filters">
          <h2 id="chosen-filters">{t('chosenFilters')}</h2>
          <ul>
            {listing.chosen.map((chip) => (
              <li key={chip.href}>
                <a
                  href={chip.href}
                  rel="nofollow"
                  className="chip"
                  aria-label={t('removeFilter', { filter: chip.label })}
                >
                  {chip.label} <span aria-hidden="true">×</span>
                </a>
              </li>
            ))}
          </ul>
          {listing.clearHref && (
            <a href={listing.clearHref} rel="nofollow" className="chosen-filters__clear">
              {t('clearFilters')}
            </a>
          )}
        </section>
      )}
      <details className="facet" open>
        <summary>{t('price')}</summary>
        <form action={listing.price.action} method="get" className="price-filter">
          {listing.price.fields.map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <label>
            {t('priceFrom')}
            <input
              type="number"
              name="price-min"
              min="0"
              step="any"
              inputMode="decimal"
              defaultValue={listing.price.min}
            />
          </label>
          <label>
            {t('priceTo')}
            <input
              type="number"
              name="price-max"
              min="0"
              step="any"
              inputMode="decimal"
              defaultValue={listing.price.max}
            />
          </label>
          <button type="submit" className="button button--small">
            {t('apply')}
          </button>
          {listing.price.range && <p className="price-filter__range">{listing.price.range}</p>}
        </form>
      </details>
      {listing.facetGroups.map((group) => (
        <details key={group.key} className="facet" open data-facet={group.key}>
          <summary>{group.title}</summary>
          <ul>
            {group.links.map((entry) => (
              <li key={entry.href}>
                <a
                  href={entry.href}
                  rel={entry.nofollow ? 'nofollow' : undefined}
                  className={entry.selected ? 'facet__value facet__value--selected' : 'facet__value'}
                  aria-label={
                    entry.selected
                      ? t('removeFilterLabel', { value: entry.label })
                      : t('addFilterLabel', { value: entry.label, count: entry.count })
                  }
                >
                  <span className="facet__check" aria-hidden="true" />
                  {entry.swatch && (
                    <span
                      className="facet__swatch"
                      style={{ backgroundColor: entry.swatch }}
                      aria-hidden="true"
                    />
                  )}
                  <span
                    className="facet__label"
                    style={
                      entry.colours
                        ? { backgroundColor: entry.colours.background, color: entry.colours.text }
                        : undefined
                    }
                  >
                    {entry.label}
                  </span>
                  <span className="facet__count">{entry.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
}
