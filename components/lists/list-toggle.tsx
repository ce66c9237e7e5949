import type { ShopperListKind } from '@/lib/shop/list-types';

const icons: Record<ShopperListKind, string> = {
  wishlist: 'M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z',
  compare: 'M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4',
};

export interface ListToggleLabels {
  add: string;
  remove: string;
  /** Text beside the icon; without it the icon alone shows, named by the label. */
  visible?: string;
}

/**
 * The heart (wishlist) or the compare mark of a product: a plain form to POST /api/<kind>, so it works without
 * JavaScript (the toggle lands on the list's page). A cached page cannot know the shopper's lists, so it leaves
 * the state out (`onList` undefined); the lazily loaded list script sets `aria-pressed` and the label once it has
 * read them, and sends the form as JSON from then on.
 */
export function ListToggle({
  kind,
  productId,
  language,
  labels,
  onList,
  className = '',
}: {
  kind: ShopperListKind;
  productId: number;
  language: string;
  labels: ListToggleLabels;
  onList?: boolean;
  className?: string;
}) {
  return (
    <form
      method="post"
      action={`/api/${kind}`}
      className={`list-toggle list-toggle--${kind} ${className}`.trim()}
      data-list-form={kind}
    >
      <input type="hidden" name="action" value="toggle" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="language" value={language} />
      <button
        type="submit"
        className="list-toggle__button"
        aria-label={onList ? labels.remove : labels.add}
        aria-pressed={onList}
        data-list-toggle={kind}
        data-product-id={productId}
        data-label-add={labels.add}
        data-label-remove={labels.remove}
        data-testid={`${kind}-toggle`}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={icons[kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {labels.visible && <span className="list-toggle__text">{labels.visible}</span>}
      </button>
    </form>
  );
}
