import { useTranslations } from 'next-intl';
import type { LocaleConfig } from '@/lib/shop/types';

const networks = ['facebook', 'instagram', 'youtube', 'tiktok'] as const;
const initials: Record<(typeof networks)[number], string> = {
  facebook: 'f',
  instagram: 'ig',
  youtube: '▶',
  tiktok: '♪',
};

/** Links to the store's social profiles; TikTok only where the store has one (docs/product.md §2). No third-party assets. */
export function SocialLinks({ social }: { social: LocaleConfig['social'] }) {
  const t = useTranslations('Footer');
  const present = networks.filter((network) => social[network]);
  if (present.length === 0) return null;
  return (
    <ul className="social-links">
      {present.map((network) => (
        <li key={network}>
          <a
            href={social[network]}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={t('socialLink', { network: t(`networks.${network}`) })}
          >
            <span aria-hidden="true">{initials[network]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
