/**
 * A form's fields as an object, as the cart's handler and its client code both read them: a field named more than
 * once (checkboxes) becomes a list; files are not form input here and are left out.
 */
export function formFields(
  entries: Iterable<[string, FormDataEntryValue | string]>,
): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    const seen = fields[name];
    fields[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}
