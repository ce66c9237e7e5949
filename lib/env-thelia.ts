import { z } from 'zod';
import { blankToUndefined, httpUrl, pairs } from './env-parts';
import { languageCodes, type LanguageCode } from './shop/codes';

const positiveId = (entry: string) => /^[1-9]\d{0,8}$/.test(entry);

/** "77=10, 78=11": each storefront delivery module's counterpart at Thelia. */
const moduleMap = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const map = new Map<number, number>();
      for (const { entry, left, right } of pairs(value)) {
        if (!positiveId(left) || !positiveId(right)) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not storefrontModuleId=theliaModuleId` });
          return z.NEVER;
        }
        map.set(Number(left), Number(right));
      }
      return map;
    }),
);

/** "de=5, ro=6, en=2": Thelia's lang id of each language (a stock Thelia has 1 fr_FR, 2 en_US, 3 es_ES, 4 it_IT). */
const languageIds = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const ids: Partial<Record<LanguageCode, number>> = {};
      for (const { entry, left, right } of pairs(value)) {
        if (!(languageCodes as readonly string[]).includes(left) || !positiveId(right)) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not de|en|ro=theliaLangId` });
          return z.NEVER;
        }
        ids[left as LanguageCode] = Number(right);
      }
      return ids;
    }),
);

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The OpenApi module's base URL: its path ends in /open_api (a shop's root would answer HTML to every call), and
 * it is https unless Thelia runs on this machine, since buyers' Thelia passwords and sessions travel to it.
 */
const theliaUrl = httpUrl
  .refine(
    (value) => /\/open_api$/.test(new URL(value).pathname),
    'must be the OpenApi module’s address, ending in /open_api (https://shop.example/open_api)',
  )
  .refine(
    (value) => value.startsWith('https://') || loopbackHosts.has(new URL(value).hostname),
    'must be https:// unless Thelia runs on this machine',
  );

const cookieName = (fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/)
      .default(fallback),
  );

/**
 * The settings of SHOP_BACKEND=thelia (README "Running on a Thelia shop"): where Thelia's OpenApi module answers and
 * how the orders the storefront takes are forwarded to it.
 */
export const theliaSettings = {
  /** The OpenApi module of the Thelia shop (https://shop.example/open_api); carts and the import use it. */
  THELIA_URL: theliaUrl.optional(),
  /** THELIA_DELIVERY_MODULES "77=10, 78=11": Thelia's delivery module for each of the storefront's. */
  THELIA_DELIVERY_MODULES: moduleMap,
  /** An offline payment module of Thelia that answers with no page of its own: the storefront took the money. */
  THELIA_PAYMENT_MODULE_ID: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).optional()),
  THELIA_LANGUAGE_IDS: languageIds,
  /** The cookie names of Thelia's session and persistent cart, when its php.ini and config change them. */
  THELIA_SESSION_COOKIE: cookieName('PHPSESSID'),
  THELIA_CART_COOKIE: cookieName('thelia_cart'),
  /** Orders placed before this day (when the shop moved onto Thelia) are never forwarded. */
  THELIA_FORWARD_SINCE: z.preprocess(blankToUndefined, z.coerce.date().optional()),
};

type TheliaValues = {
  SHOP_BACKEND: string;
  SESSION_SECRET?: string;
  THELIA_URL?: string;
  THELIA_PAYMENT_MODULE_ID?: number;
  THELIA_DELIVERY_MODULES: ReadonlyMap<number, number>;
  THELIA_LANGUAGE_IDS: Partial<Record<LanguageCode, number>>;
};

/** What SHOP_BACKEND=thelia cannot start without, each as the setting to fix and why. */
export function theliaProblems(values: TheliaValues): Array<{ name: string; message: string }> {
  if (values.SHOP_BACKEND !== 'thelia') return [];
  const needed: Array<[keyof TheliaValues, boolean, string]> = [
    ['THELIA_URL', !values.THELIA_URL, 'must be set with SHOP_BACKEND=thelia'],
    ['THELIA_PAYMENT_MODULE_ID', !values.THELIA_PAYMENT_MODULE_ID, 'must be set with SHOP_BACKEND=thelia'],
    [
      'THELIA_DELIVERY_MODULES',
      values.THELIA_DELIVERY_MODULES.size === 0,
      'must map the storefront’s delivery modules to Thelia’s with SHOP_BACKEND=thelia',
    ],
    [
      'THELIA_LANGUAGE_IDS',
      languageCodes.some((language) => !values.THELIA_LANGUAGE_IDS[language]),
      'must name Thelia’s lang id of de, en and ro with SHOP_BACKEND=thelia (de=5, en=2, ro=6)',
    ],
    [
      'SESSION_SECRET',
      !values.SESSION_SECRET,
      'must be set with SHOP_BACKEND=thelia (it seals the buyers’ Thelia passwords)',
    ],
  ];
  return needed.filter(([, missing]) => missing).map(([name, , message]) => ({ name, message }));
}
