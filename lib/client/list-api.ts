import type { ListActionInput } from '../lists/list-action';
import type { ShopperListKind } from '../shop/list-types';
import { answerOf, oneTabAtATime, type CartNotice } from './cart-api';

export type ShopperListMarks = Record<ShopperListKind, number[]>;

/** The shopper's wishlist and compare list as product ids (the session cookie goes along by itself). */
export async function fetchLists(language: string): Promise<ShopperListMarks> {
  const response = await fetch(`/api/lists?language=${encodeURIComponent(language)}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  return (await answerOf<{ lists: ShopperListMarks }>(response)).lists;
}

/**
 * One change of a list, as its form would post it; the answer is the list after it. One tab at a time, like the
 * cart's changes: a first add makes the session, and two tabs must not make two.
 */
export function sendListAction(
  kind: ShopperListKind,
  action: ListActionInput,
): Promise<{ productIds: number[]; notice: CartNotice }> {
  return oneTabAtATime(async () => {
    const response = await fetch(`/api/${kind}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(action),
    });
    return answerOf<{ productIds: number[]; notice: CartNotice }>(response);
  });
}
