import { useTranslations } from 'next-intl';
import type { RadiatorOffer } from '@/lib/configurator/radiator-offers';

/** Heat pumps run best at 35–45 °C flow, where radiators give a fraction of their rating: said plainly. */
const LOW_FLOW_C = 45;

/**
 * The honest answer when no radiator in stock covers the room: how far the strongest one the shopper's limits
 * allow falls short, how many of it would do, and what else helps.
 */
export function ShortfallNote({
  loadW,
  flowC,
  strongest,
  locale,
}: {
  loadW: number;
  flowC: number;
  strongest: RadiatorOffer | null;
  locale: string;
}) {
  const t = useTranslations('Configurator');
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  return (
    <section
      className="configurator-shortfall"
      aria-labelledby="configurator-shortfall-heading"
      data-testid="shortfall"
    >
      <h2 id="configurator-shortfall-heading">{t('shortfallHeading', { watts: number(loadW) })}</h2>
      {strongest ? (
        <>
          <p>
            {t('shortfall', {
              flow: number(flowC),
              output: number(strongest.outputW),
              percent: number((strongest.outputW / loadW) * 100),
            })}{' '}
            <a href={strongest.href}>{strongest.title}</a>
            {strongest.size ? ` (${strongest.size})` : ''}
          </p>
          <p>{t('shortfallCount', { count: Math.ceil(loadW / strongest.outputW) })}</p>
          {flowC <= LOW_FLOW_C && <p>{t('heatPumpHonesty')}</p>}
          <p>{t('shortfallHints')}</p>
        </>
      ) : (
        <p>{t('noneInStock')}</p>
      )}
    </section>
  );
}
