import type { DesignRegion } from './design-regions';

/**
 * Germany's 5-digit postcodes start with a two-digit Leitregion. DIN/TS 12831-1 publishes θ_e per postcode,
 * DIN 4701 before it per town; the values below are rounded typical values of the towns named: the coasts about
 * −10 °C, the Rhine and Ruhr −10 °C, the central uplands −12 °C, the north-east −14 °C, the south-east −16 °C
 * and colder. The prefixes 00, 05, 43 and 62 are not in use, so a postcode starting with them is not German.
 */
export const GERMANY: readonly DesignRegion[] = [
  {
    region: 'de-north-sea',
    temperatureC: -10,
    place: 'Emden, Husum, Cuxhaven',
    postcodePrefixes: ['25', '26', '27'],
  },
  {
    region: 'de-baltic-sea',
    temperatureC: -10,
    place: 'Kiel, Lübeck, Rostock',
    postcodePrefixes: ['18', '23', '24'],
  },
  {
    region: 'de-hamburg-bremen',
    temperatureC: -12,
    place: 'Hamburg, Bremen',
    postcodePrefixes: ['20', '21', '22', '28'],
  },
  {
    region: 'de-mecklenburg',
    temperatureC: -12,
    place: 'Schwerin, Neubrandenburg',
    postcodePrefixes: ['17', '19'],
  },
  {
    region: 'de-berlin-brandenburg',
    temperatureC: -14,
    place: 'Berlin, Potsdam, Cottbus',
    postcodePrefixes: ['03', '10', '11', '12', '13', '14', '15', '16'],
  },
  {
    region: 'de-lower-saxony',
    temperatureC: -14,
    place: 'Hannover, Braunschweig, Göttingen',
    postcodePrefixes: ['29', '30', '31', '37', '38'],
  },
  {
    region: 'de-saxony-anhalt',
    temperatureC: -14,
    place: 'Magdeburg, Halle',
    postcodePrefixes: ['06', '39'],
  },
  {
    region: 'de-saxony',
    temperatureC: -14,
    place: 'Dresden, Leipzig, Chemnitz',
    postcodePrefixes: ['01', '04', '09'],
  },
  // Upper Lusatia and the Vogtland lie higher and further east than Saxony's cities.
  {
    region: 'de-saxony-uplands',
    temperatureC: -16,
    place: 'Görlitz, Bautzen, Plauen',
    postcodePrefixes: ['02', '08'],
  },
  { region: 'de-thuringia', temperatureC: -14, place: 'Erfurt, Jena, Gera', postcodePrefixes: ['07', '99'] },
  { region: 'de-thuringian-forest', temperatureC: -16, place: 'Suhl, Meiningen', postcodePrefixes: ['98'] },
  {
    region: 'de-rhine-ruhr',
    temperatureC: -10,
    place: 'Köln, Düsseldorf, Essen, Aachen',
    postcodePrefixes: ['40', '41', '42', '44', '45', '46', '47', '50', '51', '52', '53'],
  },
  {
    region: 'de-westphalia',
    temperatureC: -12,
    place: 'Münster, Bielefeld, Osnabrück, Siegen',
    postcodePrefixes: ['32', '33', '48', '49', '57', '58', '59'],
  },
  {
    region: 'de-hesse',
    temperatureC: -12,
    place: 'Frankfurt am Main, Kassel, Darmstadt',
    postcodePrefixes: ['34', '35', '36', '60', '61', '63', '64', '65'],
  },
  {
    region: 'de-palatinate-saarland',
    temperatureC: -12,
    place: 'Mainz, Koblenz, Trier, Saarbrücken',
    postcodePrefixes: ['54', '55', '56', '66', '67'],
  },
  {
    region: 'de-upper-rhine',
    temperatureC: -12,
    place: 'Mannheim, Karlsruhe, Freiburg',
    postcodePrefixes: ['68', '69', '76', '77', '79'],
  },
  {
    region: 'de-wuerttemberg',
    temperatureC: -12,
    place: 'Stuttgart, Heilbronn, Tübingen',
    postcodePrefixes: ['70', '71', '72', '73', '74', '75'],
  },
  // The Swabian Jura, the Baar and Upper Swabia: higher ground south of Stuttgart.
  {
    region: 'de-upper-swabia',
    temperatureC: -14,
    place: 'Ulm, Ravensburg, Konstanz',
    postcodePrefixes: ['78', '88', '89'],
  },
  {
    region: 'de-bavaria-south',
    temperatureC: -16,
    place: 'München, Augsburg, Rosenheim, Kempten',
    postcodePrefixes: ['80', '81', '82', '83', '84', '85', '86', '87'],
  },
  {
    region: 'de-lower-franconia',
    temperatureC: -14,
    place: 'Würzburg, Schweinfurt',
    postcodePrefixes: ['97'],
  },
  {
    region: 'de-franconia',
    temperatureC: -16,
    place: 'Nürnberg, Erlangen, Bamberg',
    postcodePrefixes: ['90', '91', '96'],
  },
  {
    region: 'de-bavaria-east',
    temperatureC: -16,
    place: 'Regensburg, Passau, Weiden',
    postcodePrefixes: ['92', '93', '94'],
  },
  // Hof and the Fichtelgebirge, Bavaria's "Siberia".
  { region: 'de-upper-franconia', temperatureC: -18, place: 'Hof, Bayreuth', postcodePrefixes: ['95'] },
];
