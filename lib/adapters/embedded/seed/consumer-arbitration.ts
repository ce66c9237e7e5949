import type { StoreCode } from '../../../shop/schemas';
import { t, type Texts } from './texts';

/**
 * Each shop's statement on consumer arbitration, which replaces the link to the EU's online dispute resolution
 * platform (shut down on 20 July 2025, Regulation (EU) 2024/3228). Germany: § 36 VSBG asks whether the shop takes
 * part; Austria: the AStG names the recognised body (the Internet Ombudsstelle); Romania: ANPC's SAL entities.
 * The store's configuration holds it in the store's language; its legal notice repeats it in every language.
 */
export const consumerArbitration: Record<StoreCode, Texts> = {
  at: t(
    'Verbraucherinnen und Verbraucher können sich bei Streitigkeiten aus Online-Käufen an die Internet Ombudsstelle (www.ombudsstelle.at) wenden, eine staatlich anerkannte Schlichtungsstelle nach dem Alternative-Streitbeilegung-Gesetz (AStG). Wir sind bereit, an Schlichtungsverfahren der Internet Ombudsstelle teilzunehmen.',
    'Pentru litigiile privind cumpărăturile online, consumatorii se pot adresa Internet Ombudsstelle (www.ombudsstelle.at), organism de soluționare alternativă recunoscut conform legii austriece AStG. Suntem dispuși să participăm la procedurile acesteia.',
    'Consumers may take disputes about online purchases to the Internet Ombudsstelle (www.ombudsstelle.at), a body recognised under the Austrian Alternative Dispute Resolution Act (AStG). We are willing to take part in its conciliation procedures.',
  ),
  de: t(
    'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).',
    'Nu suntem dispuși și nici obligați să participăm la proceduri de soluționare a litigiilor în fața unei entități de soluționare alternativă pentru consumatori (§ 36 VSBG).',
    'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (section 36 VSBG).',
  ),
  ro: t(
    'Verbraucher können sich zur alternativen Streitbeilegung (SAL) an die von der Verbraucherschutzbehörde ANPC (www.anpc.ro) zugelassenen Stellen wenden (Verordnung Nr. 38/2015): https://anpc.ro/ce-este-sal/.',
    'Pentru soluționarea alternativă a litigiilor (SAL), consumatorii se pot adresa entităților SAL autorizate de Autoritatea Națională pentru Protecția Consumatorilor (www.anpc.ro), conform OG nr. 38/2015: https://anpc.ro/ce-este-sal/.',
    'Consumers may turn to the alternative dispute resolution (SAL) bodies authorised by the consumer protection authority ANPC (www.anpc.ro), under Government Ordinance 38/2015: https://anpc.ro/ce-este-sal/.',
  ),
};
