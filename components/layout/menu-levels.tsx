import { useTranslations } from 'next-intl';
import type { MenuNode } from '@/lib/catalog/frame';
import { LineIcon } from '@/components/ui/line-icon';

/**
 * The off-canvas menu's categories: a row per category, its link and, when it has subcategories, a chevron
 * that expands them in place. Each level is a <details>, so it opens without JavaScript too.
 */
export function MenuLevels({ nodes, level = 1 }: { nodes: MenuNode[]; level?: number }) {
  const t = useTranslations('Layout');
  return (
    <ul className="full-menu__level">
      {nodes.map((node) => (
        <li key={node.id} className="full-menu__entry">
          <a href={node.url} className="full-menu__link">
            {level === 1 && <LineIcon name={node.icon} className="category-icon" />}
            {node.title}
          </a>
          {node.children.length > 0 && (
            <details className="full-menu__sub">
              <summary className="full-menu__expand" aria-label={t('expandCategory', { title: node.title })}>
                <LineIcon name="chevron-down" />
              </summary>
              <MenuLevels nodes={node.children} level={level + 1} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
