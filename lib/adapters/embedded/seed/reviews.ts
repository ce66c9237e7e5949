import type { SeedProduct } from './products';
import { Random } from './random';

const DAY = 86_400_000;
// Every 97th product gets hundreds of reviews, so even a small demo shop has products whose reviews span pages.
const BUSY_EVERY = 97;
const BUSY_OFFSET = 5;

/** Ratings as shoppers give them: mostly 4 and 5 stars, some 3, few worse. */
const RATING_WEIGHTS = [
  [1, 0.05],
  [2, 0.07],
  [3, 0.15],
  [4, 0.33],
  [5, 0.4],
] as const;

const AUTHORS = [
  'Anna K.',
  'Markus W.',
  'Sabine H.',
  'Thomas B.',
  'Ioana P.',
  'Andrei M.',
  'Julia S.',
  'Peter G.',
];

const TEXTS = {
  de_DE: {
    titles: ['Sehr zufrieden', 'Gute Qualität', 'Solide', 'Wie beschrieben', 'Nicht ganz überzeugt'],
    comments: [
      'Schnell geliefert und einfach zu montieren. Die Verarbeitung ist hochwertig.',
      'Macht einen guten Eindruck, die Anleitung könnte ausführlicher sein.',
      'Entspricht genau der Beschreibung, gerne wieder.',
      'Funktioniert einwandfrei seit einigen Wochen.',
    ],
  },
  ro_RO: {
    titles: ['Foarte mulțumit', 'Calitate bună', 'Conform descrierii'],
    comments: [
      'Livrare rapidă și montaj simplu. Finisajele arată foarte bine.',
      'Produsul corespunde descrierii, recomand.',
      'Funcționează fără probleme de câteva săptămâni.',
    ],
  },
  en_US: {
    titles: ['Very happy', 'Good quality', 'As described'],
    comments: [
      'Delivered quickly and easy to install. Well made.',
      'Exactly as described, would buy again.',
      'Works perfectly after a few weeks of use.',
    ],
  },
} as const;

function ratingOf(random: Random): number {
  let draw = random.next();
  for (const [rating, weight] of RATING_WEIGHTS) {
    if (draw < weight) return rating;
    draw -= weight;
  }
  return 5;
}

export interface SeedReview {
  productId: number;
  saleElementId: number;
  author: string;
  title: string;
  comment: string;
  rating: number;
  verified: boolean;
  status: number;
  locale: string;
  createdAt: Date;
  moderatedAt: Date;
}

/**
 * Approved demo reviews of a visible product, from a random stream of their own so the catalogue drawn before
 * them stays the same: most products have a few or none, every 97th a couple of hundred.
 */
export function seedReviews(product: SeedProduct, now: Date): SeedReview[] {
  if (!product.visible || product.saleElements.length === 0) return [];
  const random = new Random(product.id * 0x9e3779b1 + 0x7e71e5);
  const busy = product.id % BUSY_EVERY === BUSY_OFFSET;
  const count = busy ? random.int(200, 240) : random.chance(0.45) ? random.int(1, 8) : 0;
  const since = Math.max(product.createdAt.getTime(), now.getTime() - 720 * DAY);
  return Array.from({ length: count }, () => {
    const locale = random.pick(['de_DE', 'de_DE', 'de_DE', 'ro_RO', 'en_US'] as const);
    const createdAt = new Date(since + random.next() * Math.max(DAY, now.getTime() - since - DAY));
    return {
      productId: product.id,
      saleElementId: random.pick(product.saleElements).id,
      author: random.pick(AUTHORS),
      title: random.pick(TEXTS[locale].titles),
      comment: random.pick(TEXTS[locale].comments),
      rating: ratingOf(random),
      verified: random.chance(0.7),
      status: 1,
      locale,
      createdAt,
      moderatedAt: new Date(createdAt.getTime() + DAY),
    };
  });
}
