import { LineIcon } from '@/components/ui/line-icon';
import { cartCountLabel } from '@/lib/cart/count-label';

/** What the header's cart icon shows: the cart, its name for those who do not see it, and the count once known. */
export function CartGlyph({ text, count }: { text: string; count: number | null }) {
  const shown = count === null ? null : cartCountLabel(count);
  return (
    <>
      <LineIcon name="cart" size={24} />
      <span className="visually-hidden">{text}</span>
      {shown && (
        <span
          className={shown.small ? 'cart-count cart-count--small' : 'cart-count'}
          data-testid="cart-count"
          aria-hidden="true"
        >
          {shown.text}
        </span>
      )}
    </>
  );
}

/** The header's cart icon linking to /cart, with the count once it is known (docs/product.md §2 cart icon, §9 "Nk"). */
export function CartLink({
  href,
  text,
  label,
  count,
}: {
  href: string;
  text: string;
  label: string;
  count: number | null;
}) {
  return (
    <a
      href={href}
      className="site-header__icon cart-link"
      aria-label={count === null ? undefined : label}
      data-testid="cart-link"
    >
      <CartGlyph text={text} count={count} />
    </a>
  );
}
