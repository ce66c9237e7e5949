/**
 * A climate region and its design outdoor temperature θ_e: the lowest two-day mean reached ten times in twenty
 * years, the cold the heating must still cover (DIN 4701, EN 12831). The norms tabulate θ_e per town; a region here carries a value typical of its main towns, which
 * places in valleys and uplands miss by a few kelvin either way. The shopper can always enter their own.
 */
export interface DesignRegion {
  /** A stable code for forms and message keys. */
  region: string;
  temperatureC: number;
  /** The towns the value is typical of, as their inhabitants write them. */
  place: string;
  /** Leading digits of the postcodes the region covers; the longest match wins. */
  postcodePrefixes: readonly string[];
}

/**
 * Austria's 4-digit postcodes start with the region's digit (1 Vienna, 2–3 Lower Austria, …). Temperatures are
 * rounded typical values of the towns named, after the Normaußentemperaturen of ÖNORM B 8110-5 / ÖNORM H 7500-1.
 * Borders are approximate: some 2xxx codes lie in Burgenland, 52xx around Braunau in Upper Austria.
 */
export const AUSTRIA: readonly DesignRegion[] = [
  { region: 'at-vienna', temperatureC: -12, place: 'Wien', postcodePrefixes: ['1'] },
  {
    region: 'at-lower-austria-east',
    temperatureC: -13,
    place: 'Wiener Neustadt, Baden',
    postcodePrefixes: ['2'],
  },
  // Wachau to Waldviertel: the northern plateau is one of Austria's coldest inhabited areas.
  {
    region: 'at-lower-austria-west',
    temperatureC: -15,
    place: 'St. Pölten, Zwettl',
    postcodePrefixes: ['3'],
  },
  { region: 'at-upper-austria', temperatureC: -13, place: 'Linz, Wels', postcodePrefixes: ['4'] },
  { region: 'at-salzburg', temperatureC: -14, place: 'Salzburg', postcodePrefixes: ['5'] },
  {
    region: 'at-tyrol',
    temperatureC: -16,
    place: 'Innsbruck, Kufstein',
    postcodePrefixes: ['60', '61', '62', '63', '64', '65', '66'],
  },
  // The Rhine valley and Lake Constance keep Vorarlberg's towns milder than Tyrol's.
  {
    region: 'at-vorarlberg',
    temperatureC: -12,
    place: 'Bregenz, Feldkirch',
    postcodePrefixes: ['67', '68', '69'],
  },
  { region: 'at-burgenland', temperatureC: -13, place: 'Eisenstadt, Oberwart', postcodePrefixes: ['7'] },
  {
    region: 'at-styria',
    temperatureC: -13,
    place: 'Graz',
    postcodePrefixes: ['80', '81', '82', '83', '84', '85'],
  },
  {
    region: 'at-upper-styria',
    temperatureC: -16,
    place: 'Leoben, Liezen',
    postcodePrefixes: ['86', '87', '88', '89'],
  },
  {
    region: 'at-carinthia',
    temperatureC: -16,
    place: 'Klagenfurt, Villach',
    postcodePrefixes: ['90', '91', '92', '93', '94', '95', '96', '97', '98'],
  },
  // 99xx is East Tyrol, cut off from the rest of Tyrol and posted through Carinthia.
  { region: 'at-east-tyrol', temperatureC: -17, place: 'Lienz', postcodePrefixes: ['99'] },
];

/**
 * Romania's 6-digit postcodes start with the county (județ); SR 1907-1 divides the country into four winter
 * climate zones. A county goes to the zone of its seat: mountain towns in zone II or III counties (Petroșani,
 * Vatra Dornei) are colder, the Danube gorge around Orșova milder.
 */
export const ROMANIA: readonly DesignRegion[] = [
  { region: 'ro-zone-1', temperatureC: -12, place: 'Zona I: Constanța', postcodePrefixes: ['90'] },
  {
    region: 'ro-zone-2',
    temperatureC: -15,
    place: 'Zona II: București, Timișoara, Craiova, Galați',
    postcodePrefixes: [
      ...['01', '02', '03', '04', '05', '06'], // București, sectors 1–6
      ...['07', '08', '10', '11', '12', '13', '14'], // Ilfov, Giurgiu, Prahova, Argeș, Buzău, Dâmbovița, Teleorman
      ...['20', '21', '22', '23', '24'], // Dolj, Gorj, Mehedinți, Olt, Vâlcea
      ...['30', '31', '32', '33'], // Timiș, Arad, Caraș-Severin, Hunedoara
      ...['41', '44'], // Bihor, Satu Mare
      ...['80', '81', '82', '91', '92'], // Galați, Brăila, Tulcea, Călărași, Ialomița
    ],
  },
  {
    region: 'ro-zone-3',
    temperatureC: -18,
    place: 'Zona III: Cluj-Napoca, Iași, Sibiu, Suceava',
    postcodePrefixes: [
      ...['40', '42', '43', '45'], // Cluj, Bistrița-Năsăud, Maramureș, Sălaj
      ...['51', '54', '55'], // Alba, Mureș, Sibiu
      ...['60', '61', '62'], // Bacău, Neamț, Vrancea
      ...['70', '71', '72', '73'], // Iași, Botoșani, Suceava, Vaslui
    ],
  },
  // The intramontane depressions of the Eastern Carpathians, where Miercurea Ciuc is the country's cold pole.
  {
    region: 'ro-zone-4',
    temperatureC: -21,
    place: 'Zona IV: Brașov, Sfântu Gheorghe, Miercurea Ciuc',
    postcodePrefixes: ['50', '52', '53'], // Brașov, Covasna, Harghita
  },
];
