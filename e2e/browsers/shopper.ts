import { describe, locateInPage, toWire, type Target } from './locate';
import { OVERFLOW_SCRIPT, screenshotPath, type Overflow } from './screenshots';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What each browser's adapter provides: the few native actions (navigation, a click at a point, typing into the
 * focused element) and a way to run an expression in the page. Everything else is built on these in Shopper, so
 * one journey description runs in Firefox and WebKit alike.
 */
export interface BrowserDriver {
  goto(url: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** Evaluates a JavaScript expression in the page (also when the page's own scripts are off) to its JSON value. */
  run<T>(expression: string): Promise<T>;
  clickAt(x: number, y: number): Promise<void>;
  type(text: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

const POLL_MS = 100;
const WAIT_MS = 15_000;

/** Polls `probe` until it gives a value other than null/false (errors count as "not yet": a page may be loading). */
export async function until<T>(
  probe: () => Promise<T | null | false>,
  what: string,
  timeout = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== null && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `Waited ${timeout} ms for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * A call into the page: locateInPage's source and the target, then what to do with what it found. (`__name` is
 * the helper esbuild-based runners such as tsx wrap named functions in; the page has none.)
 */
const onTarget = (target: Target, body: string) =>
  `(() => { const __name = (named) => named; const element = (${locateInPage.toString()})(${JSON.stringify(toWire(target))}); ${body} })()`;

/** A shopper in one browser: points at things by role, name and text, and waits for what should appear. */
export class Shopper {
  constructor(
    readonly driver: BrowserDriver,
    readonly browserName: string,
  ) {}

  goto(url: string) {
    return this.driver.goto(url);
  }

  url() {
    return this.driver.run<string>('location.href');
  }

  /** Waits until the address fits, after a click that navigates. */
  async waitForUrl(fits: (url: URL) => boolean, what: string): Promise<URL> {
    return until(async () => {
      const url = new URL(await this.url());
      return fits(url) && (await this.driver.run<string>('document.readyState')) !== 'loading' ? url : null;
    }, `the address to be ${what}`);
  }

  /** The element's box in the viewport, or null while nothing visible fits. */
  box(target: Target): Promise<Box | null> {
    return this.driver.run(
      onTarget(
        target,
        'if (!element) return null; const r = element.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height };',
      ),
    );
  }

  /** The element's text as rendered (or a field's value), or null while nothing visible fits. */
  text(target: Target): Promise<string | null> {
    return this.driver.run(
      onTarget(
        target,
        "if (!element) return null; return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) ? element.value : element.innerText.replace(/\\s+/g, ' ').trim();",
      ),
    );
  }

  /** Waits until a visible element fits, and gives its box. */
  see(target: Target, timeout?: number): Promise<Box> {
    return until(() => this.box(target), `${describe(target)} to show`, timeout);
  }

  /** Waits until the element's text fits. */
  async seeText(target: Target, wanted: string | RegExp, timeout?: number): Promise<string> {
    return until(
      async () => {
        const text = await this.text(target);
        if (text === null) return null;
        return (typeof wanted === 'string' ? text.includes(wanted) : wanted.test(text)) ? text : null;
      },
      `${describe(target)} to read ${String(wanted)}`,
      timeout,
    );
  }

  /**
   * Clicks the element where a shopper would: its centre once scrolled there (a hidden checkbox: its label), when
   * it stands still and nothing covers it, as Playwright's actionability checks do.
   */
  async click(target: Target): Promise<void> {
    const aim = () =>
      this.driver.run<{ x: number; y: number } | null>(
        onTarget(
          target,
          `if (!element) return null;
           const small = (r) => r.width < 4 || r.height < 4;
           let aim = element;
           if (small(element.getBoundingClientRect()) && element.labels && element.labels.length) aim = element.labels[0];
           aim.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
           const r = aim.getBoundingClientRect();
           const x = Math.round(r.x + r.width / 2), y = Math.round(r.y + r.height / 2);
           const hit = document.elementFromPoint(x, y);
           return hit && (aim.contains(hit) || element.contains(hit)) ? { x, y } : null;`,
        ),
      );
    const point = await until(
      async () => {
        const first = await aim();
        const second = first && (await aim());
        return second && first.x === second.x && first.y === second.y ? second : null;
      },
      `${describe(target)} to click (visible, still, not covered)`,
    );
    await this.driver.clickAt(point.x, point.y);
  }

  /** Types into a field as a shopper does: clicks it, selects what is there, types over it. */
  async fill(target: Target, value: string): Promise<void> {
    await this.click(target);
    await this.driver.run(onTarget(target, 'if (element && element.select) element.select(); return null;'));
    await this.driver.type(value);
    await until(async () => (await this.text(target)) === value, `${describe(target)} to hold "${value}"`);
  }

  /** Ticks a checkbox or radio button: clicks while it is not ticked (a click may land before the page is ready). */
  async check(target: Target): Promise<void> {
    const checked = () =>
      this.driver.run<boolean>(onTarget(target, 'return Boolean(element && element.checked);'));
    await until(
      async () => {
        if (await checked()) return true;
        await this.click(target);
        return checked();
      },
      `${describe(target)} to be ticked`,
    );
  }

  /** Chooses an option of a select by its label (the change event tells scripts, as a shopper's choice would). */
  async select(target: Target, option: string): Promise<void> {
    await this.see(target);
    const chosen = await this.driver.run<boolean>(
      onTarget(
        target,
        `const wanted = [...element.options].find((each) => each.label.trim() === ${JSON.stringify(option)});
         if (!wanted) return false;
         element.value = wanted.value;
         element.dispatchEvent(new Event('input', { bubbles: true }));
         element.dispatchEvent(new Event('change', { bubbles: true }));
         return true;`,
      ),
    );
    if (!chosen) throw new Error(`${describe(target)} has no option "${option}"`);
  }

  /** How far the page reaches beyond the viewport's width, and what sticks out. */
  overflow(): Promise<Overflow> {
    return this.driver.run(OVERFLOW_SCRIPT);
  }

  async setViewport(width: number, height: number) {
    await this.driver.setViewport(width, height);
    await until(
      async () => (await this.driver.run<string>('innerWidth + "x" + innerHeight')) === `${width}x${height}`,
      `the viewport to be ${width} × ${height} px`,
    );
  }

  /** A screenshot of the viewport for review, under test-results/screenshots/<browser>/. */
  async screenshot(page: string, { fromTop = true } = {}): Promise<void> {
    const width = await this.driver.run<number>('window.innerWidth');
    const path = screenshotPath(this.browserName, page, width);
    // Scrolled to the top: the first screen is what the review compares across browsers.
    if (fromTop) await this.driver.run("window.scrollTo({ top: 0, left: 0, behavior: 'instant' })");
    await this.driver.screenshot(path);
  }
}
