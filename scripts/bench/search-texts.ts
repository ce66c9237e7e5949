/** What shoppers type into the overlay: prefixes on the way to a word, and whole words (one misspelt). */
export const SEARCH_PREFIXES = [
  'wasc',
  'waschti',
  'therm',
  'thermos',
  'heizk',
  'badew',
  'klima',
  'solar',
  'eckdu',
  'wärme',
];
export const SEARCH_WORDS = [
  'Waschtischmischer',
  'Thermostat',
  'Heizkörper',
  'Badewanne freistehend',
  'Wärmepumpe',
  'Thremostat',
  'Klimagerät mobil',
  'Danthermo',
  'WC Sitz',
  'Solarmodul',
];
