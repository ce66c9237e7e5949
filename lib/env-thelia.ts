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

/** "de=1, ro=2, en=3": Thelia's lang id of each language; unset ones keep Thelia's demo ids, which are these. */
const languageIds = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const ids: Record<LanguageCode, number> = { de: 1, ro: 2, en: 3 };
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

/**
 * The settings of SHOP_BACKEND=thelia (README "Running on a Thelia shop"): where Thelia's OpenApi module answers and
 * how the orders the storefront takes are forwarded to it.
 */
export const theliaSettings = {
  /** The OpenApi module of the Thelia shop (https://shop.example/open_api); carts and the import use it. */
  THELIA_URL: httpUrl.optional(),
  /** THELIA_DELIVERY_MODULES "77=10, 78=11": Thelia's delivery module for each of the storefront's. */
  THELIA_DELIVERY_MODULES: moduleMap,
  /** An offline payment module of Thelia that answers with no page of its own: the storefront took the money. */
  THELIA_PAYMENT_MODULE_ID: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).optional()),
  THELIA_LANGUAGE_IDS: languageIds,
  /** Orders placed before this day (when the shop moved onto Thelia) are never forwarded. */
  THELIA_FORWARD_SINCE: z.preprocess(blankToUndefined, z.coerce.date().optional()),
};

type TheliaValues = {
  SHOP_BACKEND: string;
  SESSION_SECRET?: string;
  THELIA_URL?: string;
  THELIA_PAYMENT_MODULE_ID?: number;
  THELIA_DELIVERY_MODULES: ReadonlyMap<number, number>;
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
      'SESSION_SECRET',
      !values.SESSION_SECRET,
      'must be set with SHOP_BACKEND=thelia (it seals the buyers’ Thelia passwords)',
    ],
  ];
  return needed.filter(([, missing]) => missing).map(([name, , message]) => ({ name, message }));
}
