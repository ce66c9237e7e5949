import { POST as compare } from '../../app/api/compare/route';
import { GET as lists } from '../../app/api/lists/route';
import { POST as wishlist } from '../../app/api/wishlist/route';

/** The list handlers as a CartClient calls them (lib/ reaches app/ only through lib/testing). */
export const listHandlers = { compare, lists, wishlist };
