import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { VariantChoice } from '@/lib/catalog/product-page';

/**
 * Colour or size choices as links to each variant's own address, so the choice is in the URL, works without
 * JavaScript and can be shared; the page (price, stock, article number) follows the chosen variant.
 */
export function VariantChoices({
  legend,
  chosen,
  choices,
  kind,
}: {
  legend: string;
  chosen: string | null;
  choices: VariantChoice[];
  kind: 'colour' | 'size';
}) {
  const t = useTranslations('Product');
  if (choices.length < 2) return null;
  return (
    <div
      className={`variant-choices variant-choices--${kind}`}
      role="group"
      aria-labelledby={`variant-${kind}`}
    >
      <p id={`variant-${kind}`} className="variant-choices__legend">
        {chosen ? t('chosen', { attribute: legend, value: chosen }) : legend}
      </p>
      <ul>
        {choices.map((choice) => {
          const unavailable = choice.stock === 'outOfStock' || choice.stock === 'undeliverable';
          return (
            <li key={choice.href}>
              <Link
                href={choice.href}
                replace
                scroll={false}
                prefetch={false}
                aria-current={choice.selected ? 'true' : undefined}
                title={choice.swatch ? choice.title : undefined}
                aria-label={unavailable ? t('unavailableOption', { option: choice.title }) : choice.title}
                className={`variant-choice${choice.selected ? ' variant-choice--selected' : ''}${unavailable ? ' variant-choice--unavailable' : ''}`}
                data-testid={`${kind}-choice`}
              >
                {choice.swatch ? (
                  <span className="variant-choice__swatch" style={{ backgroundColor: choice.swatch }} />
                ) : null}
                <span className={choice.swatch ? 'visually-hidden' : undefined}>{choice.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
