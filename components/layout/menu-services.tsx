import { useTranslations } from 'next-intl';
import { LineIcon } from '@/components/ui/line-icon';

/**
 * The header's service links as the off-canvas menu lists them on phones, where the header row has no room for
 * them: phone, wishlist, comparison and account, then the store's header info. (The advent calendar is linked on wide screens only, docs/product.md §2.)
 */
export function MenuServices({ prefix, phone, info }: { prefix: string; phone: string; info: string }) {
  const t = useTranslations('Layout');
  const lists = useTranslations('Lists');
  const links = [
    { icon: 'phone', href: `tel:${phone.replace(/\s/g, '')}`, text: `${t('phone')}: ${phone}` },
    { icon: 'heart', href: `${prefix}/wishlist`, text: lists('wishlist') },
    { icon: 'compare', href: `${prefix}/compare`, text: lists('compare') },
    { icon: 'user', href: `${prefix}/account`, text: t('accountMenu') },
  ];
  return (
    <>
      <ul className="full-menu__services">
        {links.map((link) => (
          <li key={link.icon}>
            <a href={link.href} className="full-menu__link">
              <LineIcon name={link.icon} />
              {link.text}
            </a>
          </li>
        ))}
      </ul>
      {/* The store's line of promises, which wide screens show in the country bar. */}
      {info && <p className="full-menu__info">{info}</p>}
    </>
  );
}
