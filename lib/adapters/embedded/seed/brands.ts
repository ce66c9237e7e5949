import type { brand as brandTable } from '../schema';
import { t, type Texts } from './texts';

export interface BrandDefinition {
  name: string;
  /** Top-level category codes the brand makes goods for. */
  ranges: Array<'bathroom' | 'heating' | 'climate' | 'pumps' | 'services' | 'installation'>;
  origin: Texts;
  founded: number;
  /** Logo colour. */
  color: string;
  series: string[];
  /** A brand the shop no longer carries: its address exists, its page is a 404 with its reason. */
  hidden?: boolean;
  /** Who makes the brand's goods (GPSR Art. 19 (b)). */
  manufacturer: Company;
  /** The responsible person in the EU (GPSR Art. 19 (c)), for a manufacturer outside it. */
  euResponsible?: Company;
}

/**
 * A company as a product page names it: postal address lines, and an e-mail or web address. The addresses are
 * fictional; the electronic ones use the reserved .example domain, so no demo page mails or links a real firm.
 */
export interface Company {
  name: string;
  address: string[];
  contact: string;
}

const germany = t('Deutschland', 'Germania', 'Germany');
const austria = t('Österreich', 'Austria', 'Austria');
const italy = t('Italien', 'Italia', 'Italy');
const romania = t('Rumänien', 'România', 'Romania');
const denmark = t('Dänemark', 'Danemarca', 'Denmark');
const czechia = t('Tschechien', 'Cehia', 'Czechia');
const spain = t('Spanien', 'Spania', 'Spain');
const poland = t('Polen', 'Polonia', 'Poland');
const japan = t('Japan', 'Japonia', 'Japan');
const china = t('China', 'China', 'China');

/** Thirty fictional manufacturers and one the shop no longer carries; none is a real trademark. */
export const brandDefinitions: BrandDefinition[] = [
  {
    name: 'Aquavia',
    ranges: ['bathroom'],
    origin: germany,
    founded: 1924,
    color: '#0b5394',
    series: ['Lineo', 'Curva', 'Terra', 'Nordic'],
    manufacturer: {
      name: 'Aquavia Armaturen GmbH',
      address: ['Messingweg 12', '58706 Menden (Sauerland)', 'Deutschland'],
      contact: 'produktsicherheit@aquavia.example',
    },
  },
  {
    name: 'Brunnhaus',
    ranges: ['bathroom'],
    origin: austria,
    founded: 1951,
    color: '#274e13',
    series: ['Alpin', 'Klar', 'Quadra'],
    manufacturer: {
      name: 'Brunnhaus Sanitär GmbH',
      address: ['Quellenstraße 8', '6020 Innsbruck', 'Österreich'],
      contact: 'https://www.brunnhaus.example/produktsicherheit',
    },
  },
  {
    name: 'Cascadina',
    ranges: ['bathroom'],
    origin: italy,
    founded: 1968,
    color: '#990000',
    series: ['Onda', 'Riva', 'Piazza', 'Luce'],
    manufacturer: {
      name: 'Cascadina S.r.l.',
      address: ['Via dei Ceramisti 41', '21100 Varese (VA)', 'Italia'],
      contact: 'sicurezza@cascadina.example',
    },
  },
  {
    name: 'Delmora',
    ranges: ['bathroom'],
    origin: spain,
    founded: 1979,
    color: '#7f6000',
    series: ['Sol', 'Arena', 'Brisa'],
    manufacturer: {
      name: 'Delmora Baños S.L.',
      address: ['Calle de la Cerámica 17', '12540 Vila-real (Castellón)', 'España'],
      contact: 'seguridad@delmora.example',
    },
  },
  {
    name: 'Keramis',
    ranges: ['bathroom'],
    origin: czechia,
    founded: 1902,
    color: '#3d3d3d',
    series: ['Forma', 'Pura', 'Mono', 'Arc'],
    manufacturer: {
      name: 'Keramis a.s.',
      address: ['Průmyslová 1120', '360 01 Karlovy Vary', 'Česko'],
      contact: 'https://www.keramis.example/bezpecnost',
    },
  },
  {
    name: 'Lavanto',
    ranges: ['bathroom'],
    origin: italy,
    founded: 1987,
    color: '#134f5c',
    series: ['Velo', 'Slim', 'Edge'],
    manufacturer: {
      name: 'Lavanto S.p.A.',
      address: ['Via Industriale 9', '25065 Lumezzane (BS)', 'Italia'],
      contact: 'product.safety@lavanto.example',
    },
  },
  {
    name: 'Nivella',
    ranges: ['bathroom'],
    origin: germany,
    founded: 1995,
    color: '#351c75',
    series: ['Flow', 'Eben', 'Linea'],
    manufacturer: {
      name: 'Nivella Badsysteme GmbH',
      address: ['Am Gewerbepark 5', '32657 Lemgo', 'Deutschland'],
      contact: 'service@nivella.example',
    },
  },
  {
    name: 'Ostrava Sanit',
    ranges: ['bathroom'],
    origin: czechia,
    founded: 1936,
    color: '#0c343d',
    series: ['Classic', 'Moravia', 'City'],
    manufacturer: {
      name: 'Ostrava Sanit s.r.o.',
      address: ['Místecká 212', '703 00 Ostrava', 'Česko'],
      contact: 'info@ostrava-sanit.example',
    },
  },
  {
    name: 'Porta Bagno',
    ranges: ['bathroom'],
    origin: italy,
    founded: 2004,
    color: '#a61c00',
    series: ['Vetro', 'Angolo', 'Libera'],
    manufacturer: {
      name: 'Porta Bagno S.r.l.',
      address: ['Via Pontebbana 77', '33080 Fiume Veneto (PN)', 'Italia'],
      contact: 'https://www.portabagno.example/sicurezza',
    },
  },
  {
    name: 'Silvabad',
    ranges: ['bathroom'],
    origin: germany,
    founded: 1958,
    color: '#38761d',
    series: ['Wald', 'Quelle', 'Stein'],
    manufacturer: {
      name: 'Silvabad Keramik GmbH & Co. KG',
      address: ['Waldstraße 31', '95100 Selb', 'Deutschland'],
      contact: 'produktsicherheit@silvabad.example',
    },
  },
  {
    name: 'Tessaro',
    ranges: ['bathroom'],
    origin: italy,
    founded: 1973,
    color: '#4c1130',
    series: ['Milano', 'Siena', 'Garda'],
    manufacturer: {
      name: 'Tessaro Rubinetterie S.r.l.',
      address: ['Via Novara 140', '28017 San Maurizio d’Opaglio (NO)', 'Italia'],
      contact: 'sicurezza.prodotti@tessaro.example',
    },
  },
  {
    name: 'Wellmark',
    ranges: ['bathroom', 'heating', 'installation'],
    origin: germany,
    founded: 1966,
    color: '#1c4587',
    series: ['Comfort', 'Select', 'Pro'],
    manufacturer: {
      name: 'Wellmark Haustechnik GmbH',
      address: ['Ringstraße 44', '33602 Bielefeld', 'Deutschland'],
      contact: 'https://www.wellmark.example/sicherheit',
    },
  },
  {
    name: 'Calorix',
    ranges: ['heating'],
    origin: germany,
    founded: 1949,
    color: '#cc0000',
    series: ['Therm', 'Plan', 'Vario', 'Compact'],
    manufacturer: {
      name: 'Calorix Heiztechnik GmbH',
      address: ['Kesselstraße 3', '35576 Wetzlar', 'Deutschland'],
      contact: 'sicherheit@calorix.example',
    },
  },
  {
    name: 'Danthermo',
    ranges: ['heating', 'climate'],
    origin: denmark,
    founded: 1962,
    color: '#0b5394',
    series: ['Nord', 'Eco', 'Vind'],
    manufacturer: {
      name: 'Danthermo A/S',
      address: ['Industrivej 22', '8600 Silkeborg', 'Danmark'],
      contact: 'https://www.danthermo.example/safety',
    },
  },
  {
    name: 'Heizwerk Linz',
    ranges: ['heating'],
    origin: austria,
    founded: 1919,
    color: '#783f04',
    series: ['Donau', 'Traun', 'Enns'],
    manufacturer: {
      name: 'Heizwerk Linz GmbH',
      address: ['Industriezeile 56', '4020 Linz', 'Österreich'],
      contact: 'produktsicherheit@heizwerk-linz.example',
    },
  },
  {
    name: 'Radiaplan',
    ranges: ['heating'],
    origin: poland,
    founded: 1991,
    color: '#741b47',
    series: ['Flat', 'Ladder', 'Tube', 'Panel'],
    manufacturer: {
      name: 'Radiaplan Sp. z o.o.',
      address: ['ul. Przemysłowa 18', '41-300 Dąbrowa Górnicza', 'Polska'],
      contact: 'bezpieczenstwo@radiaplan.example',
    },
  },
  {
    name: 'Termoval',
    ranges: ['heating'],
    origin: romania,
    founded: 1993,
    color: '#b45f06',
    series: ['Carpați', 'Delta', 'Olt'],
    manufacturer: {
      name: 'Termoval S.R.L.',
      address: ['Str. Fabricii nr. 7', '400632 Cluj-Napoca', 'România'],
      contact: 'siguranta@termoval.example',
    },
  },
  {
    name: 'Voltaris',
    ranges: ['heating'],
    origin: china,
    founded: 2009,
    color: '#7f6000',
    series: ['Sun', 'Peak', 'Nova'],
    manufacturer: {
      name: 'Voltaris New Energy Co., Ltd.',
      address: ['No. 88 Xinye Road, Wujin District', 'Changzhou, Jiangsu 213164', 'China'],
      contact: 'https://www.voltaris.example/safety',
    },
    euResponsible: {
      name: 'Voltaris Europe GmbH',
      address: ['Am Sandtorkai 21', '20457 Hamburg', 'Deutschland'],
      contact: 'eu-compliance@voltaris.example',
    },
  },
  {
    name: 'Wärmequell',
    ranges: ['heating'],
    origin: germany,
    founded: 1977,
    color: '#990000',
    series: ['Basis', 'Plus', 'Premium'],
    manufacturer: {
      name: 'Wärmequell GmbH',
      address: ['Brennerstraße 10', '91522 Ansbach', 'Deutschland'],
      contact: 'service@waermequell.example',
    },
  },
  {
    name: 'Boileria',
    ranges: ['heating'],
    origin: italy,
    founded: 1971,
    color: '#0c343d',
    series: ['Acqua', 'Calda', 'Rapido'],
    manufacturer: {
      name: 'Boileria S.p.A.',
      address: ['Via dell’Artigianato 25', '60044 Fabriano (AN)', 'Italia'],
      contact: 'https://www.boileria.example/sicurezza',
    },
  },
  {
    name: 'Frigona',
    ranges: ['climate'],
    origin: italy,
    founded: 1983,
    color: '#1155cc',
    series: ['Artic', 'Breeze', 'Polar'],
    manufacturer: {
      name: 'Frigona Climatizzazione S.r.l.',
      address: ['Viale dell’Industria 61', '35129 Padova (PD)', 'Italia'],
      contact: 'sicurezza@frigona.example',
    },
  },
  {
    name: 'Kazeya',
    ranges: ['climate'],
    origin: japan,
    founded: 1948,
    color: '#20124d',
    series: ['Hana', 'Sora', 'Yuki'],
    manufacturer: {
      name: 'Kazeya Corporation',
      address: ['2-14-7 Shiba, Minato-ku', 'Tokyo 105-0014', 'Japan'],
      contact: 'https://www.kazeya.example/global/safety',
    },
    euResponsible: {
      name: 'Kazeya Europe B.V.',
      address: ['Stationsplein 45', '3013 AK Rotterdam', 'Nederland'],
      contact: 'eu-representative@kazeya.example',
    },
  },
  {
    name: 'Klimafix',
    ranges: ['climate'],
    origin: germany,
    founded: 2001,
    color: '#134f5c',
    series: ['Cool', 'Mobil', 'Smart'],
    manufacturer: {
      name: 'Klimafix GmbH',
      address: ['Kühlhausstraße 2', '04319 Leipzig', 'Deutschland'],
      contact: 'produktsicherheit@klimafix.example',
    },
  },
  {
    name: 'Aerotherm',
    ranges: ['climate', 'heating'],
    origin: austria,
    founded: 1988,
    color: '#274e13',
    series: ['Aero', 'Vento', 'Terra'],
    manufacturer: {
      name: 'Aerotherm Energiesysteme GmbH',
      address: ['Gewerbestraße 19', '8200 Gleisdorf', 'Österreich'],
      contact: 'https://www.aerotherm.example/sicherheit',
    },
  },
  {
    name: 'Hydropa',
    ranges: ['pumps'],
    origin: denmark,
    founded: 1945,
    color: '#0b5394',
    series: ['Circ', 'Alpha', 'Magna'],
    manufacturer: {
      name: 'Hydropa A/S',
      address: ['Pumpevej 4', '8850 Bjerringbro', 'Danmark'],
      contact: 'safety@hydropa.example',
    },
  },
  {
    name: 'Pumpenwerk Stahl',
    ranges: ['pumps'],
    origin: germany,
    founded: 1932,
    color: '#3d3d3d',
    series: ['Drain', 'Sub', 'Haus'],
    manufacturer: {
      name: 'Pumpenwerk Stahl GmbH',
      address: ['Hüttenweg 27', '67227 Frankenthal (Pfalz)', 'Deutschland'],
      contact: 'sicherheit@pumpenwerk-stahl.example',
    },
  },
  {
    name: 'Idrovita',
    ranges: ['pumps'],
    origin: italy,
    founded: 1966,
    color: '#a61c00',
    series: ['Pozzo', 'Press', 'Jet'],
    manufacturer: {
      name: 'Idrovita S.r.l.',
      address: ['Via dell’Elettronica 3', '36054 Montebello Vicentino (VI)', 'Italia'],
      contact: 'https://www.idrovita.example/sicurezza',
    },
  },
  {
    name: 'Pompex',
    ranges: ['pumps', 'installation'],
    origin: romania,
    founded: 1997,
    color: '#38761d',
    series: ['Hidro', 'Forte', 'Casa'],
    manufacturer: {
      name: 'Pompex S.A.',
      address: ['Bd. Industriilor nr. 34', '500269 Brașov', 'România'],
      contact: 'siguranta.produselor@pompex.example',
    },
  },
  {
    name: 'Meisterdienst',
    ranges: ['services'],
    origin: austria,
    founded: 2012,
    color: '#351c75',
    series: ['Montage', 'Wartung'],
    manufacturer: {
      name: 'Meisterdienst Installationen GmbH',
      address: ['Lastenstraße 11', '1230 Wien', 'Österreich'],
      contact: 'office@meisterdienst.example',
    },
  },
  {
    name: 'ServiceNet Pro',
    ranges: ['services'],
    origin: germany,
    founded: 2015,
    color: '#1c4587',
    series: ['Express', 'Komfort'],
    manufacturer: {
      name: 'ServiceNet Pro GmbH',
      address: ['Friedrichstraße 68', '10117 Berlin', 'Deutschland'],
      contact: 'https://www.servicenet-pro.example/kontakt',
    },
  },
  // No ranges: it makes none of the products; last, so the others keep their ids.
  {
    name: 'Sanolux',
    ranges: [],
    origin: italy,
    founded: 1968,
    color: '#7f6000',
    series: ['Classica'],
    hidden: true,
    manufacturer: {
      name: 'Sanolux S.r.l.',
      address: ['Via Emilia Ponente 130', '40133 Bologna (BO)', 'Italia'],
      contact: 'info@sanolux.example',
    },
  },
];

export function brandDescription(brand: BrandDefinition): Texts {
  const series = brand.series.join(', ');
  return t(
    `${brand.name} wurde ${brand.founded} in ${brand.origin.de} gegründet und steht für langlebige Technik, Ersatzteilversorgung über viele Jahre und einen Kundendienst, der auch nach der Garantiezeit erreichbar bleibt. Bekannte Serien: ${series}.`,
    `${brand.name} a fost fondată în ${brand.founded} în ${brand.origin.ro} și este sinonimă cu tehnică durabilă, piese de schimb disponibile mulți ani și un service care rămâne accesibil și după expirarea garanției. Serii cunoscute: ${series}.`,
    `${brand.name} was founded in ${brand.origin.en} in ${brand.founded} and stands for durable engineering, spare parts for many years and a service team you can still reach after the warranty ends. Well-known series: ${series}.`,
  );
}

/** A brand row's columns for its manufacturer and EU responsible person, address lines one a line. */
export function manufacturerColumns({ manufacturer, euResponsible }: BrandDefinition) {
  return {
    manufacturerName: manufacturer.name,
    manufacturerAddress: manufacturer.address.join('\n'),
    manufacturerContact: manufacturer.contact,
    euResponsibleName: euResponsible?.name ?? null,
    euResponsibleAddress: euResponsible?.address.join('\n') ?? null,
    euResponsibleContact: euResponsible?.contact ?? null,
  } satisfies Partial<typeof brandTable.$inferInsert>;
}
