import { cartCountLabel } from '@/lib/cart/count-label';

/** The header's cart link: to /cart, with the count once it is known (SPEC §2 cart icon, §9 "Nk"). */
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
  const shown = count === null ? null : cartCountLabel(count);
  return (
    <a
      href={href}
      className="site-header__action cart-link"
      aria-label={count === null ? undefined : label}
      data-testid="cart-link"
    >
      {text}
      {shown && (
        <span
          className={shown.small ? 'cart-count cart-count--small' : 'cart-count'}
          data-testid="cart-count"
          aria-hidden="true"
        >
          {shown.text}
        </span>
      )}
    </a>
  );
}
