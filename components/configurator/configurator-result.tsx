import { useTranslations } from 'next-intl';
import type { ConfiguratorAnswer } from '@/lib/configurator/configurator-page';
import type { ResolvedRoom } from '@/lib/heating/configurator-room';
import type { StoreCountry } from '@/lib/heating/design-temperature';
import { logMeanExcess, RATED_EXCESS_K, type RadiatorTemperatures } from '@/lib/heating/radiator-output';
import { DEFAULT_EXPONENT } from '@/lib/heating/radiator-output';
import { HeatLoadWorking } from './heat-load-working';
import { RadiatorOfferList } from './radiator-offer-list';
import { ShortfallNote } from './shortfall-note';

/** The answer first (on a phone it is what the shopper came for): the load, the conversion, the radiators. */
export function ConfiguratorResult({
  answer,
  room,
  temperatures,
  system,
  country,
  locale,
  language,
  bookingHref,
}: {
  /** The booking page for fitting, in the shopper's language. */
  bookingHref: string;
  answer: ConfiguratorAnswer;
  room: ResolvedRoom;
  temperatures: RadiatorTemperatures;
  system: string;
  country: StoreCountry;
  locale: string;
  language: string;
}) {
  const t = useTranslations('Configurator');
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const excess = logMeanExcess(temperatures);
  const { demand, offers, strongest } = answer;
  return (
    <div className="configurator__result" data-testid="configurator-result">
      <HeatLoadWorking demand={demand} room={room} country={country} locale={locale} />
      <p className="configurator__conversion">
        {t('conversion', {
          flow: number(temperatures.flowC),
          return: number(temperatures.returnC),
          room: number(temperatures.roomC, 1),
          excess: number(excess, 2),
          percent: number((excess / RATED_EXCESS_K) ** DEFAULT_EXPONENT * 100),
        })}
      </p>
      {offers.length > 0 ? (
        <RadiatorOfferList
          offers={offers}
          loadW={demand.loadW}
          system={system}
          locale={locale}
          language={language}
        />
      ) : (
        <ShortfallNote
          loadW={demand.loadW}
          flowC={temperatures.flowC}
          strongest={strongest}
          locale={locale}
        />
      )}
      <p>
        <a href={bookingHref} className="button button--secondary" data-testid="book-fitting">
          {t('bookFitting')}
        </a>
      </p>
      <p className="configurator__share">{t('shareHint')}</p>
    </div>
  );
}
