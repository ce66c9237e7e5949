/** The rooms a shopper buys radiators for; each brings its own design temperature and air change. */
export const ROOM_TYPES = [
  'living',
  'bedroom',
  'children',
  'kitchen',
  'bathroom',
  'office',
  'hallway',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/**
 * Design indoor temperature θ_int in °C, as DIN/TS 12831-1 (Germany) and ÖNORM H 7500-1 (Austria) tabulate it:
 * 20 °C for rooms people stay in, 24 °C for bathrooms because people stand in them undressed, 15 °C for heated
 * hallways and staircases. Romania's SR 1907-2 asks 22 °C for bathrooms and 18 °C for kitchens; the higher
 * German/Austrian figures size on the safe side there, and the shopper may enter their own.
 */
export const DEFAULT_ROOM_C: Record<RoomType, number> = {
  living: 20,
  bedroom: 20,
  children: 20,
  kitchen: 20,
  bathroom: 24,
  office: 20,
  hallway: 15,
};

/**
 * Minimum air change rate n_min in 1/h, from EN 12831:2003's table of defaults: habitable rooms 0.5, kitchens
 * and bathrooms with a window 1.5, offices 1.0. The table has no hallway; 0.5 is what it gives any room not
 * listed. Windowless kitchens and bathrooms must have an extract fan (DIN 18017-3), which moves at least as much
 * air, so 1.5 stands for them too. Germany's national annex lowers bathrooms to 0.5 and small kitchens to 1.0;
 * the European defaults are kept because a radiator too large only runs cooler, one too small leaves a cold room.
 */
export const MIN_AIR_CHANGES_PER_HOUR: Record<RoomType, number> = {
  living: 0.5,
  bedroom: 0.5,
  children: 0.5,
  kitchen: 1.5,
  bathroom: 1.5,
  office: 1,
  hallway: 0.5,
};

/** ρ·c_p of air in Wh/(m³·K): EN 12831's 0.34, the heat one cubic metre of air takes per kelvin. */
export const AIR_HEAT_CAPACITY = 0.34;
