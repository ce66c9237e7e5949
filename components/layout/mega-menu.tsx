import { useTranslations } from 'next-intl';
import type { MenuNode } from '@/lib/catalog/frame';
import { menuColumns } from '@/lib/catalog/menu-tree';
import { LineIcon } from '@/components/ui/line-icon';
import { CATEGORY_ROW_ID } from './header-ids';

/**
 * The main category row of wide screens (docs/product.md §2, docs/design.md "Mega menu"): each top category's link, and a button
 * that opens its submenu, one column per second-level category with at most five of its own (and a link to all
 * of them). Hovering opens a submenu after a short pause (CSS, so also without JavaScript); the chevrons and
 * the keyboard work once header-behaviour.ts is in (HeaderBehaviour loads it when the page is idle).
 */
export function MegaMenu({ tree }: { tree: MenuNode[] }) {
  const t = useTranslations('Layout');
  return (
    <nav aria-label={t('mainNavigation')} className="mega-menu">
      <ul id={CATEGORY_ROW_ID} className="mega-menu__row">
        {tree.map((top) => {
          const columns = menuColumns(top);
          return (
            <li key={top.id} className="mega-menu__item" data-mega-item>
              <a href={top.url} className="mega-menu__top" data-mega-top>
                <LineIcon name={top.icon} className="category-icon" />
                {top.title}
              </a>
              {columns.length > 0 && (
                <>
                  <button
                    type="button"
                    className="mega-menu__toggle"
                    aria-expanded="false"
                    aria-controls={`mega-menu-${top.id}`}
                    aria-label={t('expandCategory', { title: top.title })}
                  >
                    <LineIcon name="chevron-down" size={16} />
                  </button>
                  <div id={`mega-menu-${top.id}`} className="mega-menu__panel" data-mega-panel>
                    <ul className="mega-menu__columns">
                      {columns.map(({ category, entries, more }) => (
                        <li key={category.id} className="mega-menu__column">
                          <a href={category.url} className="mega-menu__heading">
                            {category.title}
                          </a>
                          {entries.length > 0 && (
                            <ul>
                              {entries.map((entry) => (
                                <li key={entry.id}>
                                  <a href={entry.url}>{entry.title}</a>
                                </li>
                              ))}
                            </ul>
                          )}
                          {more && (
                            <a href={category.url} className="mega-menu__all">
                              {t('allOf', { title: category.title })}
                            </a>
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
