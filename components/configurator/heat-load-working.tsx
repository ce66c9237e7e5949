import { useTranslations } from 'next-intl';
import type { HeatDemand } from '@/lib/heating/heat-demand';
import type { ResolvedRoom } from '@/lib/heating/configurator-room';
import { FocusOnArrival } from './focus-on-arrival';
import { DESIGN_REGIONS, type StoreCountry } from '@/lib/heating/design-temperature';

/**
 * The room's heat load in one line, and the working behind it for whoever wants to follow it: each element's
 * area, U-value, factor and loss, the ventilation with its air changes, and the assumptions made.
 */
export function HeatLoadWorking({
  demand,
  room,
  country,
  locale,
}: {
  demand: HeatDemand;
  room: ResolvedRoom;
  country: StoreCountry;
  locale: string;
}) {
  const t = useTranslations('Configurator');
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const place = DESIGN_REGIONS[country].find((region) => region.region === room.region)?.place ?? '';
  const source =
    room.outdoorSource === 'chosen'
      ? t('outdoorSources.chosen')
      : t(`outdoorSources.${room.outdoorSource}`, { region: place });
  const summary =
    demand.method === 'known'
      ? t('loadSummaryKnown', { room: number(room.roomC, 1) })
      : t('loadSummary', {
          area: number('floorAreaM2' in room ? room.floorAreaM2 : 0, 1),
          room: number(room.roomC, 1),
          outdoor: number(room.designOutdoorC, 1),
          source,
        });
  return (
    <section className="configurator-load" aria-labelledby="configurator-load-heading">
      <h2 id="configurator-load-heading" data-testid="heat-load" tabIndex={-1}>
        {t('loadResult', { watts: number(demand.loadW) })}
      </h2>
      <FocusOnArrival id="configurator-load-heading" />
      <p>{summary}</p>
      {demand.method === 'room' && (
        <details className="configurator-working">
          <summary>{t('working')}</summary>
          <table>
            <caption className="visually-hidden">{t('transmission')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('element')}</th>
                <th scope="col">{t('elementArea')}</th>
                <th scope="col">{t('uValue')}</th>
                <th scope="col">{t('factor')}</th>
                <th scope="col">{t('watts')}</th>
              </tr>
            </thead>
            <tbody>
              {demand.working.elements.map((element) => (
                <tr key={element.element}>
                  <th scope="row">{t(`elements.${element.element}`)}</th>
                  <td>{number(element.areaM2, 2)} m²</td>
                  <td>{number(element.uValue, 2)} W/(m²·K)</td>
                  <td>{number(element.factor, 2)}</td>
                  <td>{number(element.watts)} W</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {t('transmission')} = {number(demand.working.transmissionW)} W (Δθ ={' '}
            {number(demand.working.deltaK, 1)} K)
          </p>
          <p>
            {t('ventilation', {
              airChanges: number(demand.working.airChangesPerHour, 2),
              volume: number(demand.working.volumeM3, 1),
              deltaK: number(demand.working.deltaK, 1),
            })}
            {demand.working.heatRecovery > 0 &&
              `, ${t('heatRecovery', { percent: number(demand.working.heatRecovery * 100) })}`}{' '}
            = {number(demand.working.ventilationW)} W
          </p>
          <p>
            <strong>
              {t('total')}: {number(demand.loadW)} W
            </strong>
          </p>
          <p className="configurator-working__assumptions">{t('assumptions')}</p>
        </details>
      )}
      {demand.method === 'area' && (
        <p>
          {t('areaWorking', {
            perM2: number(demand.working.referenceWattsPerM2),
            referenceDeltaK: number(demand.working.referenceDeltaK),
            deltaK: number(demand.working.deltaK, 1),
            area: number(demand.working.floorAreaM2, 1),
            adjusted: number(demand.working.wattsPerM2, 1),
          })}
        </p>
      )}
    </section>
  );
}
