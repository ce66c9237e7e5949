import type { Translate } from '@/components/catalog/card-texts';
import { countLabel, groupContentLinks } from './overlay-rules';
import type { SearchState } from './use-search-results';

interface SearchAsideProps {
  state: SearchState;
  category: number | null;
  locale: string;
  t: Translate;
  onChoose(category: number | null): void;
}

/** The overlay's side column: the category filter with counts and the content links grouped by folder. */
export function SearchAside({ state, category, locale, t, onChoose }: SearchAsideProps) {
  const groups = groupContentLinks(state.contents);
  return (
    <div className="search-overlay__aside">
      {state.categories.length > 0 && (
        <section aria-labelledby="search-categories">
          <h2 id="search-categories" className="search-overlay__heading">
            {t('categories')}
          </h2>
          <ul className="search-overlay__categories">
            <li>
              <button
                type="button"
                aria-pressed={category === null}
                onClick={() => onChoose(null)}
                data-search-item
              >
                {t('allCategories')}
              </button>
            </li>
            {state.categories.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  aria-pressed={category === entry.id}
                  onClick={() => onChoose(entry.id)}
                  data-search-item
                >
                  {t('categoryCount', { title: entry.title, count: countLabel(entry.count, locale) })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {groups.length > 0 && (
        <section aria-labelledby="search-contents">
          <h2 id="search-contents" className="search-overlay__heading">
            {t('contents')}
          </h2>
          {groups.map((group) => (
            <details key={group.folder?.id ?? 0} className="search-overlay__group" open>
              <summary data-search-item>{group.folder?.title ?? t('otherContents')}</summary>
              <ul>
                {group.links.map((link) => (
                  <li key={link.id}>
                    <a href={link.url} data-search-item>
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </section>
      )}
    </div>
  );
}
