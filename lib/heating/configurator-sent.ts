import { CONFIGURATOR_FIELDS, type ConfiguratorField, type ConfiguratorSent } from './configurator-fields';

// What the form shows again of a value it refused; enough to recognise the typo, never a page of text.
const MAX_SENT_LENGTH = 100;

/** A query value as one string: the first of repeated parameters, nothing for what is not text. */
function firstText(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** The fields the shopper filled in, trimmed; blank ones count as not given, so that defaults apply. */
export function filledFields(query: unknown): Partial<Record<ConfiguratorField, string>> {
  if (typeof query !== 'object' || query === null) return {};
  const filled: Partial<Record<ConfiguratorField, string>> = {};
  for (const field of CONFIGURATOR_FIELDS) {
    const text = Object.hasOwn(query, field)
      ? firstText((query as Record<string, unknown>)[field])
      : undefined;
    if (text !== undefined && text.trim() !== '') filled[field] = text.trim();
  }
  return filled;
}

/** Every field as the form shows it again after a refusal. */
export function sentValues(query: unknown): ConfiguratorSent {
  const filled = filledFields(query);
  return Object.fromEntries(
    CONFIGURATOR_FIELDS.map((field) => [field, (filled[field] ?? '').slice(0, MAX_SENT_LENGTH)]),
  ) as ConfiguratorSent;
}

/** A first visit sends none of the fields; a submitted form sends them all, if empty. */
export function anyFieldSent(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  return CONFIGURATOR_FIELDS.some(
    (field) =>
      Object.hasOwn(query, field) && firstText((query as Record<string, unknown>)[field]) !== undefined,
  );
}
