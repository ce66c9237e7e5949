import { z } from 'zod';
import {
  CONFIGURATOR_ERROR_KEYS,
  CONFIGURATOR_FIELDS,
  HEAT_LOAD_METHODS,
  configuratorFields,
  type ConfiguratorErrorKey,
  type ConfiguratorField,
  type ConfiguratorSent,
  type ConfiguratorValues,
  type HeatLoadMethod,
} from './configurator-fields';
import { crossFieldRules, resolveRoom, type ResolvedRoom } from './configurator-room';
import { anyFieldSent, filledFields, sentValues } from './configurator-sent';
import type { StoreCountry } from './design-temperature';
import type { RadiatorTemperatures } from './radiator-output';

export type { ConfiguratorErrorKey, ConfiguratorField, ConfiguratorSent, ConfiguratorValues, ResolvedRoom };

// Fields that do not apply to the chosen method are not checked: the form keeps what the shopper typed there,
// hidden, for when they switch back, and a typo in a hidden field must not block the answer.
const NOT_USED_BY: Record<HeatLoadMethod, readonly ConfiguratorField[]> = {
  room: ['load'],
  area: ['height', 'walls', 'position', 'load'],
  known: ['area', 'height', 'walls', 'position', 'insulation'],
};

function fieldsToCheck(query: unknown): Partial<Record<ConfiguratorField, string>> {
  const filled = filledFields(query);
  const method = HEAT_LOAD_METHODS.find((candidate) => candidate === (filled.method ?? 'room'));
  for (const field of method ? NOT_USED_BY[method] : []) delete filled[field];
  return filled;
}

/**
 * The configurator's one schema, shared by the form and the page: a raw query in (strings or repeated
 * parameters), checked fields, the resolved room and the water temperatures out. Messages are error keys.
 */
export function configuratorQuerySchema(country: StoreCountry) {
  return z.preprocess(
    fieldsToCheck,
    configuratorFields(country)
      .superRefine(crossFieldRules)
      .transform((values) => ({ values, ...resolveRoom(values, country) })),
  );
}

export type ConfiguratorQuery =
  | { status: 'empty' }
  | {
      status: 'invalid';
      errors: Partial<Record<ConfiguratorField, ConfiguratorErrorKey>>;
      values: ConfiguratorSent;
    }
  | {
      status: 'valid';
      values: ConfiguratorValues;
      /** What was sent, for the form above the results. */
      sent: ConfiguratorSent;
      room: ResolvedRoom;
      temperatures: RadiatorTemperatures;
    };
export type ValidConfiguratorQuery = Extract<ConfiguratorQuery, { status: 'valid' }>;

const isErrorKey = (message: string): message is ConfiguratorErrorKey =>
  (CONFIGURATOR_ERROR_KEYS as readonly string[]).includes(message);

/** The configurator page's query: nothing yet (first visit), each field's first error, or the inputs to use. */
export function parseConfiguratorQuery(
  query: Record<string, string | string[] | undefined>,
  country: StoreCountry,
): ConfiguratorQuery {
  if (!anyFieldSent(query)) return { status: 'empty' };
  const parsed = configuratorQuerySchema(country).safeParse(query);
  if (parsed.success) return { status: 'valid', sent: sentValues(query), ...parsed.data };
  const errors: Partial<Record<ConfiguratorField, ConfiguratorErrorKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = CONFIGURATOR_FIELDS.find((name) => name === issue.path[0]) ?? 'method';
    // Zod's own messages, for a value that is not text at all, read as an invalid choice.
    errors[field] ??= isErrorKey(issue.message) ? issue.message : 'configurator.invalidChoice';
  }
  return { status: 'invalid', errors, values: sentValues(query) };
}
