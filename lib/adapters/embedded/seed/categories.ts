import { t, type Texts } from './texts';

export interface CategoryDefinition {
  code: string;
  title: Texts;
  /** Icon class the main menu shows (configuration `category_icon`). */
  icon?: string;
  /** Switched off in the back office: its address still exists, its page is a 404 with its reason. */
  hidden?: boolean;
  children?: CategoryDefinition[];
}

const leaf = (code: string, de: string, ro: string, en: string): CategoryDefinition => ({
  code,
  title: t(de, ro, en),
});

/** The shop's category tree, four levels deep where the range is wide. */
export const categoryTree: CategoryDefinition[] = [
  {
    code: 'bathroom',
    title: t('Badezimmer', 'Baie', 'Bathroom'),
    icon: 'icon-bath',
    children: [
      {
        code: 'faucets',
        title: t('Armaturen', 'Baterii', 'Taps & mixers'),
        children: [
          {
            code: 'basin-faucets',
            title: t('Waschtischarmaturen', 'Baterii lavoar', 'Basin taps'),
            children: [
              leaf('single-lever', 'Einhebelmischer', 'Baterii monocomandă', 'Single-lever mixers'),
              leaf('sensor-taps', 'Sensorarmaturen', 'Baterii cu senzor', 'Sensor taps'),
            ],
          },
          {
            code: 'shower-faucets',
            title: t('Duscharmaturen', 'Baterii duș', 'Shower mixers'),
            children: [
              leaf('thermostatic', 'Thermostatarmaturen', 'Baterii termostatate', 'Thermostatic mixers'),
              leaf('shower-systems', 'Duschsysteme', 'Sisteme de duș', 'Shower systems'),
            ],
          },
          leaf('kitchen-taps', 'Küchenarmaturen', 'Baterii bucătărie', 'Kitchen taps'),
        ],
      },
      {
        code: 'basins',
        title: t('Waschbecken', 'Lavoare', 'Basins'),
        children: [
          leaf('wall-basins', 'Wandwaschbecken', 'Lavoare suspendate', 'Wall-hung basins'),
          leaf('countertop-basins', 'Aufsatzwaschbecken', 'Lavoare pe blat', 'Countertop basins'),
          leaf('basin-wastes', 'Ablaufgarnituren', 'Ventile lavoar', 'Basin wastes'),
        ],
      },
      {
        code: 'toilets',
        title: t('WC & Spülkästen', 'Vase WC și rezervoare', 'Toilets & cisterns'),
        children: [
          leaf('wall-toilets', 'Wand-WCs', 'Vase WC suspendate', 'Wall-hung toilets'),
          leaf('concealed-cisterns', 'Vorwandelemente', 'Rezervoare încastrate', 'Concealed cisterns'),
          leaf('toilet-seats', 'WC-Sitze', 'Capace WC', 'Toilet seats'),
        ],
      },
      {
        code: 'bathtubs',
        title: t('Badewannen', 'Căzi de baie', 'Bathtubs'),
        children: [
          leaf('built-in-tubs', 'Einbauwannen', 'Căzi încastrate', 'Built-in baths'),
          leaf('freestanding-tubs', 'Freistehende Wannen', 'Căzi freestanding', 'Freestanding baths'),
        ],
      },
      {
        code: 'showers',
        title: t('Duschkabinen', 'Cabine de duș', 'Shower enclosures'),
        children: [
          leaf('corner-enclosures', 'Eckduschen', 'Cabine de colț', 'Corner enclosures'),
          leaf('walk-in', 'Walk-In-Duschen', 'Pereți walk-in', 'Walk-in screens'),
        ],
      },
    ],
  },
  {
    code: 'heating',
    title: t('Heizung', 'Încălzire', 'Heating'),
    icon: 'icon-radiator',
    children: [
      {
        code: 'radiators',
        title: t('Heizkörper', 'Calorifere', 'Radiators'),
        children: [
          leaf('towel-radiators', 'Badheizkörper', 'Calorifere port-prosop', 'Towel radiators'),
          {
            code: 'panel-radiators',
            title: t('Flachheizkörper', 'Calorifere din oțel', 'Panel radiators'),
            children: [
              leaf('panel-side', 'Seitenanschluss', 'Racord lateral', 'Side connection'),
              leaf('panel-centre', 'Mittelanschluss', 'Racord central', 'Centre connection'),
            ],
          },
          leaf('radiator-thermostats', 'Thermostatköpfe', 'Capete termostatate', 'Thermostatic heads'),
        ],
      },
      {
        code: 'water-heaters',
        title: t('Boiler & Warmwasser', 'Boilere și apă caldă', 'Water heaters'),
        children: [
          leaf('electric-boilers', 'Elektro-Boiler', 'Boilere electrice', 'Electric water heaters'),
          leaf('instantaneous-heaters', 'Durchlauferhitzer', 'Încălzitoare instant', 'Instantaneous heaters'),
        ],
      },
      {
        code: 'heat-generators',
        title: t('Wärmeerzeuger', 'Centrale termice', 'Boilers & heat pumps'),
        children: [
          leaf('gas-condensing', 'Gas-Brennwertthermen', 'Centrale în condensare', 'Gas condensing boilers'),
          leaf('heat-pumps', 'Wärmepumpen', 'Pompe de căldură', 'Heat pumps'),
        ],
      },
      {
        code: 'solar',
        title: t('Photovoltaik', 'Fotovoltaice', 'Photovoltaics'),
        children: [
          leaf('pv-modules', 'Solarmodule', 'Panouri fotovoltaice', 'Solar modules'),
          leaf('balcony-pv', 'Balkonkraftwerke', 'Kituri pentru balcon', 'Balcony solar kits'),
        ],
      },
    ],
  },
  {
    code: 'climate',
    title: t('Klima & Lüftung', 'Climatizare', 'Air conditioning'),
    icon: 'icon-snowflake',
    children: [
      {
        code: 'split-units',
        title: t('Split-Klimageräte', 'Aparate split', 'Split air conditioners'),
        children: [
          leaf('single-split', 'Single-Split', 'Single split', 'Single split'),
          leaf('multi-split', 'Multi-Split', 'Multi split', 'Multi split'),
        ],
      },
      leaf('portable-ac', 'Mobile Klimageräte', 'Aparate mobile', 'Portable air conditioners'),
    ],
  },
  {
    code: 'pumps',
    title: t('Pumpen & Wassertechnik', 'Pompe și hidrofoare', 'Pumps & water supply'),
    icon: 'icon-pump',
    children: [
      leaf('circulation-pumps', 'Umwälzpumpen', 'Pompe de circulație', 'Circulator pumps'),
      leaf('submersible-pumps', 'Tauchpumpen', 'Pompe submersibile', 'Submersible pumps'),
      leaf('booster-sets', 'Hauswasserwerke', 'Hidrofoare', 'Booster sets'),
    ],
  },
  {
    code: 'services',
    title: t('Dienstleistungen', 'Servicii', 'Services'),
    icon: 'icon-wrench',
    children: [
      leaf('assembly', 'Montage', 'Montaj', 'Installation'),
      leaf('maintenance', 'Wartung', 'Mentenanță', 'Maintenance'),
    ],
  },
  // Last, so adding it kept every other category's id.
  {
    code: 'discontinued',
    title: t('Auslaufsortiment', 'Produse retrase', 'Discontinued range'),
    hidden: true,
  },
  // After the hidden one, so every earlier category keeps its id.
  {
    code: 'installation',
    title: t('Installation & Ausbau', 'Instalații și finisaje', 'Installation & fit-out'),
    icon: 'icon-wrench',
    children: [
      leaf('pipes', 'Rohre', 'Țevi', 'Pipes'),
      leaf('sealants', 'Dicht- & Klebstoffe', 'Etanșanți și adezivi', 'Sealants & adhesives'),
      leaf('tiles', 'Fliesen', 'Plăci ceramice', 'Tiles'),
      // Last of the last, so every other category keeps its id.
      leaf('valves', 'Heizungsventile', 'Robinete pentru încălzire', 'Heating valves'),
    ],
  },
];

export interface FlatCategory {
  id: number;
  parentId: number;
  position: number;
  definition: CategoryDefinition;
}

/** Depth-first ids starting at 1, so a category keeps its id as long as the tree above it is unchanged. */
export function flattenCategories(tree: CategoryDefinition[] = categoryTree): FlatCategory[] {
  const flat: FlatCategory[] = [];
  const walk = (nodes: CategoryDefinition[], parentId: number) =>
    nodes.forEach((definition, position) => {
      const id = flat.length + 1;
      flat.push({ id, parentId, position: position + 1, definition });
      walk(definition.children ?? [], id);
    });
  walk(tree, 0);
  return flat;
}
