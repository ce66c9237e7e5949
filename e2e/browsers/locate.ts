/**
 * What a journey points at, as a shopper would name it: a role and its accessible name (or visible text), inside
 * another such target. WebDriver has no role locator, so both browsers' adapters run `locateInPage` in the page.
 */
export interface Target {
  role?: Role;
  /** The accessible name: a string is looked for inside it, a RegExp tested against it. */
  name?: string | RegExp;
  /** A heading's level. */
  level?: number;
  /** With a string name: the whole name, not a part of it. */
  exact?: boolean;
  /** Visible text inside the element (for elements without a role of interest, like a toast's message). */
  text?: string | RegExp;
  /** A link's address as the markup has it, when the name alone (a colour) could repeat elsewhere. */
  href?: string;
  /** The project's test id, for parts without a role or a stable name (a product card, the toast). */
  testId?: string;
  within?: Target;
}

export type Role =
  | 'button'
  | 'link'
  | 'textbox'
  | 'spinbutton'
  | 'searchbox'
  | 'checkbox'
  | 'radio'
  | 'combobox'
  | 'heading'
  | 'region'
  | 'group'
  | 'dialog'
  | 'status'
  | 'alert'
  | 'navigation'
  | 'main'
  | 'banner'
  | 'search'
  | 'form';

/** A Target as it crosses into the page: RegExps travel as source and flags. */
export interface WireTarget extends Omit<Target, 'name' | 'text' | 'within'> {
  name?: string | { source: string; flags: string };
  text?: string | { source: string; flags: string };
  within?: WireTarget;
}

export function toWire(target: Target): WireTarget {
  const wire = (value: string | RegExp | undefined) =>
    value instanceof RegExp ? { source: value.source, flags: value.flags } : value;
  return {
    ...target,
    name: wire(target.name),
    text: wire(target.text),
    within: target.within && toWire(target.within),
  };
}

/** Describes a target in failure messages the way a shopper would say it. */
export function describe(target: Target): string {
  const what = [
    target.role ?? 'element',
    target.name !== undefined && `named ${String(target.name)}`,
    target.text !== undefined && `with text ${String(target.text)}`,
    target.href !== undefined && `to ${target.href}`,
    target.testId !== undefined && `[${target.testId}]`,
  ]
    .filter(Boolean)
    .join(' ');
  return target.within ? `${what} in ${describe(target.within)}` : what;
}

/**
 * Runs in the page (serialised by the adapters, so it refers to nothing outside itself): the first visible element
 * that fits, or null. Roles and names follow HTML-AAM and accname closely enough for the shop's own markup.
 */
export function locateInPage(target: WireTarget): Element | null {
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  const matches = (
    value: string,
    wanted: string | { source: string; flags: string } | undefined,
    exact = false,
  ) => {
    if (wanted === undefined) return true;
    if (typeof wanted === 'string') return exact ? value === wanted : value.includes(wanted);
    return new RegExp(wanted.source, wanted.flags).test(value);
  };
  const visible = (element: Element): boolean =>
    !element.closest('[hidden], [inert]') &&
    getComputedStyle(element).visibility !== 'hidden' &&
    element.getClientRects().length > 0;
  const implicitRole = (element: Element): string | null => {
    const explicit = element.getAttribute('role')?.split(' ')[0];
    if (explicit) return explicit;
    const tag = element.tagName.toLowerCase();
    if (tag === 'a' && element.hasAttribute('href')) return 'link';
    if (tag === 'button' || tag === 'summary') return 'button';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'select') return (element as HTMLSelectElement).multiple ? 'listbox' : 'combobox';
    if (tag === 'input') {
      const type = (element as HTMLInputElement).type;
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'search') return 'searchbox';
      if (type === 'number') return 'spinbutton';
      if (type === 'hidden') return null;
      return 'textbox';
    }
    if (tag === 'section' && (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')))
      return 'region';
    if (tag === 'fieldset') return 'group';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'nav') return 'navigation';
    if (tag === 'main') return 'main';
    if (tag === 'output') return 'status';
    if (tag === 'form') return 'form';
    if (tag === 'header' && !element.closest('main, article, section, aside, nav')) return 'banner';
    return null;
  };
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return '';
    const style = node instanceof HTMLElement ? getComputedStyle(node) : null;
    if (style?.display === 'none') return '';
    if (node.hasAttribute('aria-label')) return node.getAttribute('aria-label')!;
    if (node instanceof HTMLImageElement) return node.alt;
    const inner = [...node.childNodes].map(textOf).join('');
    return style && style.display !== 'inline' ? ` ${inner} ` : inner;
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return squash(
        labelledBy
          .split(' ')
          .map((id) => {
            const label = document.getElementById(id);
            return label ? [...label.childNodes].map(textOf).join('') : '';
          })
          .join(' '),
      );
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if ('labels' in element && (element as HTMLInputElement).labels?.length)
      return squash(
        [...(element as HTMLInputElement).labels!]
          .map((each) => [...each.childNodes].map(textOf).join(''))
          .join(' '),
      );
    if (element instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(element.type))
      return squash(element.value);
    const role = implicitRole(element);
    if (role && ['button', 'link', 'heading', 'checkbox', 'radio', 'status', 'alert'].includes(role))
      return (
        squash([...element.childNodes].map(textOf).join('')) || squash(element.getAttribute('title') ?? '')
      );
    return squash(element.getAttribute('title') ?? (element as HTMLInputElement).placeholder ?? '');
  };
  const fits = (element: Element, wanted: WireTarget) =>
    (wanted.role === undefined || implicitRole(element) === wanted.role) &&
    (wanted.level === undefined ||
      Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)) === wanted.level) &&
    (wanted.href === undefined || element.getAttribute('href') === wanted.href) &&
    (wanted.testId === undefined || element.getAttribute('data-testid') === wanted.testId) &&
    (wanted.name === undefined || matches(nameOf(element), wanted.name, wanted.exact)) &&
    (wanted.text === undefined || matches(squash(textOf(element)), wanted.text)) &&
    visible(element);
  const find = (wanted: WireTarget): Element | null => {
    const scope: ParentNode | null = wanted.within ? find(wanted.within) : document;
    if (!scope) return null;
    const candidates = [...scope.querySelectorAll('*')].filter((element) => fits(element, wanted));
    // For visible text, the innermost element that holds it, not every ancestor up to <html>.
    if (wanted.role === undefined && wanted.testId === undefined)
      return (
        candidates.find(
          (element) => !candidates.some((other) => other !== element && element.contains(other)),
        ) ?? null
      );
    return candidates[0] ?? null;
  };
  return find(target);
}
