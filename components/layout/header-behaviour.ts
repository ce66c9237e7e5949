import { CATEGORY_ROW_ID, COUNTRY_BAR_ID, FULL_MENU_ID } from './header-ids';

/**
 * The header menus' keyboard and focus rules, loaded when the page is idle or the shopper reaches for a menu,
 * so none of it is first-load JavaScript of a catalogue page (docs/architecture.md "Catalogue pages stay static").
 */

/**
 * Brings the server-rendered header to life: the off-canvas menu becomes a modal dialog whenever it is open
 * (also when the shopper opened it before this code arrived), its close button closes it, and the main
 * category row gets its chevrons and keys. The answer detaches it all.
 */
export function attachHeader(): () => void {
  const detachRow = attachOptional(document.getElementById(CATEGORY_ROW_ID), attachRowKeys);
  const detachMenu = attachOptional(
    document.getElementById(FULL_MENU_ID) as HTMLDetailsElement | null,
    attachMenu,
  );
  return () => {
    detachRow();
    detachMenu();
  };
}

const attachOptional = <T extends HTMLElement>(element: T | null, attach: (element: T) => () => void) =>
  element ? attach(element) : () => undefined;

function attachMenu(menu: HTMLDetailsElement): () => void {
  let release: (() => void) | null = null;
  const follow = () => {
    if (menu.open) release ??= holdMenu(menu, document.getElementById(COUNTRY_BAR_ID));
    else {
      release?.();
      release = null;
    }
  };
  const close = () => (menu.open = false);
  const closeButton = menu.querySelector('[data-menu-part="head"] button');
  menu.addEventListener('toggle', follow);
  closeButton?.addEventListener('click', close);
  follow();
  return () => {
    menu.removeEventListener('toggle', follow);
    closeButton?.removeEventListener('click', close);
    release?.();
  };
}

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), summary';

/**
 * The open off-canvas menu as a modal dialog (docs/design.md "Off-canvas menu"): focus moves to its close button and
 * stays inside (its head, the delivery-country bar shown within it on phones, its body), Escape closes it, the
 * current category is marked with the levels above it open. The answer releases it and returns the focus to
 * the menu button.
 */
export function holdMenu(details: HTMLDetailsElement, countryBar: HTMLElement | null): () => void {
  const part = (name: string) => details.querySelector<HTMLElement>(`[data-menu-part="${name}"]`);
  const dialog = details.querySelector<HTMLElement>('[role="dialog"]');
  // Modal only now: without JavaScript nothing would keep the focus inside.
  dialog?.setAttribute('aria-modal', 'true');
  markCurrent(part('body'), window.location.pathname);
  part('head')?.querySelector<HTMLElement>('button')?.focus();
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      details.open = false;
    } else if (event.key === 'Tab') keepFocus(event, [part('head'), countryBar, part('body')]);
  };
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('keydown', onKey);
    dialog?.removeAttribute('aria-modal');
    details.querySelector<HTMLElement>(':scope > summary')?.focus();
  };
}

/** Tab and Shift+Tab cycle through what can be focused and is shown in `containers`, in their order. */
function keepFocus(event: KeyboardEvent, containers: Array<HTMLElement | null>) {
  const stops = containers
    .flatMap((container) => (container ? [...container.querySelectorAll<HTMLElement>(FOCUSABLE)] : []))
    .filter((element) => element.getClientRects().length > 0);
  if (stops.length === 0) return;
  event.preventDefault();
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : (at + 1) % stops.length;
  stops[next]!.focus();
}

/** Marks the link of the page being shown as current and opens the levels above it. */
function markCurrent(root: HTMLElement | null, path: string) {
  if (!root) return;
  for (const link of root.querySelectorAll('a[aria-current]')) link.removeAttribute('aria-current');
  const current = root.querySelector<HTMLAnchorElement>(`a[href="${CSS.escape(path)}"]`);
  if (!current) return;
  current.setAttribute('aria-current', 'page');
  for (let level = current.closest('details'); level && root.contains(level);) {
    level.open = true;
    level = level.parentElement?.closest('details') ?? null;
  }
}

/** The main category row's submenu buttons; the open one says aria-expanded="true" (header.css shows its panel). */
const ROW_TOGGLES = '[data-mega-item] > button[aria-controls]';

function openSubmenu(row: HTMLElement, toggle: Element | null) {
  for (const each of row.querySelectorAll(ROW_TOGGLES))
    each.setAttribute('aria-expanded', String(each === toggle));
}

/**
 * The main category row's chevrons and keyboard (docs/design.md "Mega menu"): a click (or Enter, Space) on a chevron
 * opens or closes its submenu, arrow down opens it and moves into it, arrows left and right move between the top
 * categories, Escape closes and returns to the chevron; a submenu the focus leaves closes.
 */
export function attachRowKeys(row: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const toggle = (event.target as Element).closest(ROW_TOGGLES);
    if (toggle) openSubmenu(row, toggle.getAttribute('aria-expanded') === 'true' ? null : toggle);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>('[data-mega-item]');
    if (!item) return;
    const toggle = item.querySelector<HTMLElement>(':scope > button[aria-controls]');
    const inPanel = target.closest('[data-mega-panel]') !== null;
    if (event.key === 'Escape') {
      if (toggle?.getAttribute('aria-expanded') !== 'true') return;
      openSubmenu(row, null);
      toggle.focus();
    } else if (!inPanel && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      const tops = [...row.querySelectorAll<HTMLElement>('[data-mega-top]')];
      const at = tops.indexOf(item.querySelector<HTMLElement>('[data-mega-top]')!);
      openSubmenu(row, null);
      tops[(at + (event.key === 'ArrowRight' ? 1 : -1) + tops.length) % tops.length]!.focus();
    } else if (!inPanel && event.key === 'ArrowDown' && toggle) {
      openSubmenu(row, toggle);
      item.querySelector<HTMLElement>('[data-mega-panel] a')?.focus();
    } else return;
    event.preventDefault();
  };
  const onFocusOut = (event: FocusEvent) => {
    const open = row.querySelector(`${ROW_TOGGLES}[aria-expanded="true"]`);
    if (open && !open.parentElement!.contains(event.relatedTarget as Node | null)) openSubmenu(row, null);
  };
  row.addEventListener('click', onClick);
  row.addEventListener('keydown', onKeyDown);
  row.addEventListener('focusout', onFocusOut);
  return () => {
    row.removeEventListener('click', onClick);
    row.removeEventListener('keydown', onKeyDown);
    row.removeEventListener('focusout', onFocusOut);
  };
}
