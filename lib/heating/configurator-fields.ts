import { z } from 'zod';
import { INSULATION_STANDARDS } from './building-standards';
import { designOutdoorTemperature, type StoreCountry } from './design-temperature';
import { EXTERIOR_WALL_COUNTS, ROOM_POSITIONS, type ExteriorWalls } from './heat-load';
import { SYSTEM_CODES } from './radiator-output';
import { ROOM_TYPES } from './room-types';

/** The configurator's GET form, field by field, in form order; the names are the query string's. */
export const CONFIGURATOR_FIELDS = [
  'method',
  'roomType',
  'area',
  'height',
  'walls',
  'position',
  'insulation',
  'load',
  'postcode',
  'outdoor',
  'room',
  'system',
  'connection',
  'type',
  'maxWidth',
  'maxHeight',
] as const;
export type ConfiguratorField = (typeof CONFIGURATOR_FIELDS)[number];
export type ConfiguratorSent = Record<ConfiguratorField, string>;

/** Work the load out room by room, estimate it per m², or take the figure the shopper already knows. */
export const HEAT_LOAD_METHODS = ['room', 'area', 'known'] as const;
export type HeatLoadMethod = (typeof HEAT_LOAD_METHODS)[number];
export const CONNECTIONS = ['side', 'centre', 'any'] as const;
export const RADIATOR_KINDS = ['panel', 'bathroom', 'designer', 'any'] as const;

/** Message keys under Errors; the form and the page show the same words. */
export const CONFIGURATOR_ERROR_KEYS = [
  'configurator.areaRange',
  'configurator.heightRange',
  'configurator.loadRequired',
  'configurator.loadRange',
  'configurator.roomRange',
  'configurator.outdoorRange',
  'configurator.outdoorAboveRoom',
  'configurator.flowNotAboveRoom',
  'configurator.postcodeInvalid',
  'configurator.sizeRange',
  'configurator.invalidChoice',
] as const;
export type ConfiguratorErrorKey = (typeof CONFIGURATOR_ERROR_KEYS)[number];

/**
 * What the form accepts, also for its min/max attributes. A floor of 1–300 m² covers a WC to a loft; beyond it a
 * planner should calculate. Heights from the 2.0 m an attic room may have to a hall's 6 m; loads from a towel
 * rail's 50 W to 20 kW, more than any single room fitted with radiators; outdoor temperatures from the coldest
 * Carpathian valley to a mild day; radiator sizes as catalogues list them.
 */
export const CONFIGURATOR_LIMITS = {
  area: { min: 1, max: 300 },
  height: { min: 2, max: 6 },
  load: { min: 50, max: 20_000 },
  room: { min: 10, max: 30 },
  outdoor: { min: -35, max: 10 },
  maxWidth: { min: 300, max: 3000 },
  maxHeight: { min: 200, max: 2500 },
} as const;
export type Range = { readonly min: number; readonly max: number };

export const DEFAULT_CEILING_HEIGHT_M = 2.5;

// Longer than any number or postcode a person types; a longer value is refused before any pattern reads it.
const MAX_LENGTH = 32;
// Digits with one optional decimal point or comma (German and Romanian write 2,5). No exponent and no words, so
// "Infinity", "NaN", "1e999" and "0x10" fail here instead of becoming numbers; "−" as typography writes it counts.
const DECIMAL = /^[+\-\u2212]?\d+(?:[.,]\d+)?$/;

/** A number field: the text must look like a decimal and the number lie in range, else the field's one message. */
export function decimal(key: ConfiguratorErrorKey, { min, max }: Range) {
  return z
    .string()
    .max(MAX_LENGTH, { error: key, abort: true })
    .regex(DECIMAL, { error: key })
    .transform((text) => Number(text.replace('\u2212', '-').replace(',', '.')))
    .pipe(z.number().min(min, { error: key }).max(max, { error: key }));
}

export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: 'configurator.invalidChoice' });
}

const WALL_COUNTS = EXTERIOR_WALL_COUNTS.map(String) as ['0', '1', '2', '3', '4'];

/** Each field on its own; the postcode's format depends on the store's country. */
export function configuratorFields(country: StoreCountry) {
  return z.object({
    method: choice(HEAT_LOAD_METHODS).default('room'),
    roomType: choice(ROOM_TYPES).default('living'),
    area: decimal('configurator.areaRange', CONFIGURATOR_LIMITS.area).optional(),
    height: decimal('configurator.heightRange', CONFIGURATOR_LIMITS.height).default(DEFAULT_CEILING_HEIGHT_M),
    walls: choice(WALL_COUNTS)
      .transform((count) => Number(count) as ExteriorWalls)
      .default(2),
    position: choice(ROOM_POSITIONS).default('betweenHeated'),
    insulation: choice(INSULATION_STANDARDS).default('renovated'),
    load: decimal('configurator.loadRange', CONFIGURATOR_LIMITS.load).optional(),
    postcode: z
      .string()
      .refine((postcode) => designOutdoorTemperature(country, postcode) !== null, {
        error: 'configurator.postcodeInvalid',
      })
      .optional(),
    outdoor: decimal('configurator.outdoorRange', CONFIGURATOR_LIMITS.outdoor).optional(),
    room: decimal('configurator.roomRange', CONFIGURATOR_LIMITS.room).optional(),
    system: choice(SYSTEM_CODES).default('55/45'),
    connection: choice(CONNECTIONS).default('any'),
    type: choice(RADIATOR_KINDS).default('any'),
    // Catalogues list sizes in whole millimetres.
    maxWidth: decimal('configurator.sizeRange', CONFIGURATOR_LIMITS.maxWidth)
      .transform(Math.round)
      .optional(),
    maxHeight: decimal('configurator.sizeRange', CONFIGURATOR_LIMITS.maxHeight)
      .transform(Math.round)
      .optional(),
  });
}
export type ConfiguratorValues = z.output<ReturnType<typeof configuratorFields>>;
