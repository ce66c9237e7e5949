import { useTranslations } from 'next-intl';
import { PriceTag } from '@/components/catalog/price-tag';
import { StockBadge } from '@/components/catalog/stock-badge';
import { MediaImage } from '@/components/ui/media-image';
import type { RadiatorOffer } from '@/lib/configurator/radiator-offers';
import { formatMoney } from '@/lib/pricing/format';

/**
 * The radiators that cover the load, closest first: what each gives at the room's temperatures and how much to
 * spare, its price, and a plain add-to-cart form with thermostat heads and fitting alongside.
 */
export function RadiatorOfferList({
  offers,
  loadW,
  system,
  locale,
  language,
}: {
  offers: RadiatorOffer[];
  loadW: number;
  system: string;
  locale: string;
  language: string;
}) {
  const t = useTranslations('Configurator');
  const cart = useTranslations('Cart');
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return (
    <section className="configurator-offers" aria-labelledby="configurator-offers-heading">
      <h2 id="configurator-offers-heading">{t('offersHeading')}</h2>
      <p>{t('offersCount', { count: offers.length, watts: number(loadW) })}</p>
      <ol className="configurator-offers__list">
        {offers.map((offer, index) => (
          <li key={offer.saleElementId}>
            <article className="radiator-offer" data-testid="radiator-offer">
              <a href={offer.href} className="radiator-offer__media" tabIndex={-1} aria-hidden="true">
                {offer.image && (
                  <MediaImage image={offer.image} eager={index < 2} className="radiator-offer__image" />
                )}
              </a>
              <div className="radiator-offer__body">
                <h3 className="radiator-offer__title">
                  <a href={offer.href}>{offer.title}</a>
                </h3>
                <p className="radiator-offer__output" data-testid="radiator-output">
                  {t('output', { watts: number(offer.outputW), system })}{' '}
                  <span className="radiator-offer__margin">
                    {t('margin', { percent: number(offer.marginPercent) })}
                  </span>
                </p>
                <p className="radiator-offer__facts">
                  {t('dimensions', {
                    width: number(offer.match.widthMm),
                    height: number(offer.match.heightMm),
                  })}
                  {offer.colour && ` · ${offer.colour}`}
                  {' · '}
                  {t('connectionLabel', { connection: t(`connections.${offer.match.connection}`) })}
                  <br />
                  {t('rated', {
                    watts: number(offer.match.ratedOutputW),
                    exponent: number(offer.match.exponent, 3),
                  })}
                </p>
                <PriceTag prices={offer.prices} locale={locale} />
                <StockBadge state={offer.stock} locale={locale} />
                <form
                  method="post"
                  action="/api/cart"
                  className="radiator-offer__buy"
                  data-cart-action="add"
                  data-title={offer.title}
                >
                  <input type="hidden" name="action" value="add" />
                  <input type="hidden" name="saleElementId" value={offer.saleElementId} />
                  <input type="hidden" name="quantity" value="1" />
                  <input type="hidden" name="language" value={language} />
                  {offer.extras.length > 0 && (
                    <fieldset className="radiator-offer__extras">
                      <legend>{cart('addAlongside')}</legend>
                      {offer.extras.map((extra) => (
                        <label key={extra.saleElementId}>
                          <input type="checkbox" name="extras" value={extra.saleElementId} />
                          {cart('addAlongsideItem', {
                            title: extra.title,
                            price: formatMoney(extra.prices.price, locale),
                          })}
                        </label>
                      ))}
                    </fieldset>
                  )}
                  <button type="submit" className="button radiator-offer__submit">
                    {cart('addToCart')}
                  </button>
                </form>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
