import { t, type Texts } from './texts';

export interface BrandDefinition {
  name: string;
  /** Top-level category codes the brand makes goods for. */
  ranges: Array<'bathroom' | 'heating' | 'climate' | 'pumps' | 'services'>;
  origin: Texts;
  founded: number;
  /** Logo colour. */
  color: string;
  series: string[];
  /** A brand the shop no longer carries: its address exists, its page is a 404 with its reason. */
  hidden?: boolean;
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

/** Thirty fictional manufacturers and one the shop no longer carries; none is a real trademark. */
export const brandDefinitions: BrandDefinition[] = [
  {
    name: 'Aquavia',
    ranges: ['bathroom'],
    origin: germany,
    founded: 1924,
    color: '#0b5394',
    series: ['Lineo', 'Curva', 'Terra', 'Nordic'],
  },
  {
    name: 'Brunnhaus',
    ranges: ['bathroom'],
    origin: austria,
    founded: 1951,
    color: '#274e13',
    series: ['Alpin', 'Klar', 'Quadra'],
  },
  {
    name: 'Cascadina',
    ranges: ['bathroom'],
    origin: italy,
    founded: 1968,
    color: '#990000',
    series: ['Onda', 'Riva', 'Piazza', 'Luce'],
  },
  {
    name: 'Delmora',
    ranges: ['bathroom'],
    origin: spain,
    founded: 1979,
    color: '#7f6000',
    series: ['Sol', 'Arena', 'Brisa'],
  },
  {
    name: 'Keramis',
    ranges: ['bathroom'],
    origin: czechia,
    founded: 1902,
    color: '#3d3d3d',
    series: ['Forma', 'Pura', 'Mono', 'Arc'],
  },
  {
    name: 'Lavanto',
    ranges: ['bathroom'],
    origin: italy,
    founded: 1987,
    color: '#134f5c',
    series: ['Velo', 'Slim', 'Edge'],
  },
  {
    name: 'Nivella',
    ranges: ['bathroom'],
    origin: germany,
    founded: 1995,
    color: '#351c75',
    series: ['Flow', 'Eben', 'Linea'],
  },
  {
    name: 'Ostrava Sanit',
    ranges: ['bathroom'],
    origin: czechia,
    founded: 1936,
    color: '#0c343d',
    series: ['Classic', 'Moravia', 'City'],
  },
  {
    name: 'Porta Bagno',
    ranges: ['bathroom'],
    origin: italy,
    founded: 2004,
    color: '#a61c00',
    series: ['Vetro', 'Angolo', 'Libera'],
  },
  {
    name: 'Silvabad',
    ranges: ['bathroom'],
    origin: germany,
    founded: 1958,
    color: '#38761d',
    series: ['Wald', 'Quelle', 'Stein'],
  },
  {
    name: 'Tessaro',
    ranges: ['bathroom'],
    origin: italy,
    founded: 1973,
    color: '#4c1130',
    series: ['Milano', 'Siena', 'Garda'],
  },
  {
    name: 'Wellmark',
    ranges: ['bathroom', 'heating'],
    origin: germany,
    founded: 1966,
    color: '#1c4587',
    series: ['Comfort', 'Select', 'Pro'],
  },
  {
    name: 'Calorix',
    ranges: ['heating'],
    origin: germany,
    founded: 1949,
    color: '#cc0000',
    series: ['Therm', 'Plan', 'Vario', 'Compact'],
  },
  {
    name: 'Danthermo',
    ranges: ['heating', 'climate'],
    origin: denmark,
    founded: 1962,
    color: '#0b5394',
    series: ['Nord', 'Eco', 'Vind'],
  },
  {
    name: 'Heizwerk Linz',
    ranges: ['heating'],
    origin: austria,
    founded: 1919,
    color: '#783f04',
    series: ['Donau', 'Traun', 'Enns'],
  },
  {
    name: 'Radiaplan',
    ranges: ['heating'],
    origin: poland,
    founded: 1991,
    color: '#741b47',
    series: ['Flat', 'Ladder', 'Tube', 'Panel'],
  },
  {
    name: 'Termoval',
    ranges: ['heating'],
    origin: romania,
    founded: 1993,
    color: '#b45f06',
    series: ['Carpați', 'Delta', 'Olt'],
  },
  {
    name: 'Voltaris',
    ranges: ['heating'],
    origin: germany,
    founded: 2009,
    color: '#7f6000',
    series: ['Sun', 'Peak', 'Nova'],
  },
  {
    name: 'Wärmequell',
    ranges: ['heating'],
    origin: germany,
    founded: 1977,
    color: '#990000',
    series: ['Basis', 'Plus', 'Premium'],
  },
  {
    name: 'Boileria',
    ranges: ['heating'],
    origin: italy,
    founded: 1971,
    color: '#0c343d',
    series: ['Acqua', 'Calda', 'Rapido'],
  },
  {
    name: 'Frigona',
    ranges: ['climate'],
    origin: italy,
    founded: 1983,
    color: '#1155cc',
    series: ['Artic', 'Breeze', 'Polar'],
  },
  {
    name: 'Kazeya',
    ranges: ['climate'],
    origin: japan,
    founded: 1948,
    color: '#20124d',
    series: ['Hana', 'Sora', 'Yuki'],
  },
  {
    name: 'Klimafix',
    ranges: ['climate'],
    origin: germany,
    founded: 2001,
    color: '#134f5c',
    series: ['Cool', 'Mobil', 'Smart'],
  },
  {
    name: 'Aerotherm',
    ranges: ['climate', 'heating'],
    origin: austria,
    founded: 1988,
    color: '#274e13',
    series: ['Aero', 'Vento', 'Terra'],
  },
  {
    name: 'Hydropa',
    ranges: ['pumps'],
    origin: denmark,
    founded: 1945,
    color: '#0b5394',
    series: ['Circ', 'Alpha', 'Magna'],
  },
  {
    name: 'Pumpenwerk Stahl',
    ranges: ['pumps'],
    origin: germany,
    founded: 1932,
    color: '#3d3d3d',
    series: ['Drain', 'Sub', 'Haus'],
  },
  {
    name: 'Idrovita',
    ranges: ['pumps'],
    origin: italy,
    founded: 1966,
    color: '#a61c00',
    series: ['Pozzo', 'Press', 'Jet'],
  },
  {
    name: 'Pompex',
    ranges: ['pumps'],
    origin: romania,
    founded: 1997,
    color: '#38761d',
    series: ['Hidro', 'Forte', 'Casa'],
  },
  {
    name: 'Meisterdienst',
    ranges: ['services'],
    origin: austria,
    founded: 2012,
    color: '#351c75',
    series: ['Montage', 'Wartung'],
  },
  {
    name: 'ServiceNet Pro',
    ranges: ['services'],
    origin: germany,
    founded: 2015,
    color: '#1c4587',
    series: ['Express', 'Komfort'],
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
