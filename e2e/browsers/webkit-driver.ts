import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { Builder, Origin, type WebDriver } from 'selenium-webdriver';
import type { BrowserDriver } from './shopper';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
// libwebkit2gtk-4.1-0 (a dependency of webkit2gtk-driver) puts MiniBrowser in the machine's multiarch folder.
const MULTIARCH = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`;
// MiniBrowser's toolbar keeps its window at least 447 px wide; this GTK style shrinks it so a page can be 390 px.
const GTK_CONFIG = resolve(__dirname, 'webkit-gtk');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Stops xvfb-run, WebKitWebDriver and MiniBrowser together: they share the process group started here. */
function stop(group: ChildProcess) {
  if (group.pid && group.exitCode === null) {
    try {
      process.kill(-group.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (selenium-webdriver), on a virtual display (its --headless hangs
 * the session). Without JavaScript: MiniBrowser's `--enable-javascript=false` switches the page's scripts off
 * while the driver's own calls still run.
 */
export async function launchWebKit({ javaScript }: { javaScript: boolean }): Promise<BrowserDriver> {
  const port = await freePort();
  const group = spawn(
    'xvfb-run',
    // -a takes the first free display from -n on; starting from one derived from the free port keeps two specs
    // (or machines' sessions) that start at once from racing for the same display.
    [
      '-a',
      '-n',
      String(100 + (port % 1000)),
      '-s',
      '-screen 0 1920x1200x24',
      WEBKIT_DRIVER_PATH,
      `--port=${port}`,
    ],
    { detached: true, stdio: 'ignore', env: { ...process.env, XDG_CONFIG_HOME: GTK_CONFIG } },
  );
  let driver: WebDriver | undefined;
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await fetch(`http://127.0.0.1:${port}/status`).catch(() => null)) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    const args = ['--automation', ...(javaScript ? [] : ['--enable-javascript=false'])];
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args },
      })
      .build();
    const session = driver;
    return {
      async goto(url) {
        await session.get(url);
      },
      async setViewport(width, height) {
        // The window's size includes MiniBrowser's (shrunken) toolbar. Right after the window opens (on
        // about:blank, and without JavaScript) its inner size may not be known yet: measure until it is, then
        // size the window so the page itself is width × height.
        let outer = { width, height };
        for (let attempt = 0; attempt < 20; attempt += 1) {
          await session.manage().window().setRect(outer);
          const inner = await session.executeScript<{ width: unknown; height: unknown } | null>(
            'return { width: innerWidth, height: innerHeight }',
          );
          const innerWidth = Number(inner?.width);
          const innerHeight = Number(inner?.height);
          if (innerWidth === width && innerHeight === height) return;
          if (innerWidth > 0 && innerHeight > 0) {
            outer = {
              width: Math.max(width, outer.width + width - innerWidth),
              height: Math.max(height, outer.height + height - innerHeight),
            };
          }
          await new Promise((done) => setTimeout(done, 100));
        }
        throw new Error(`WebKit: the page could not be sized ${width} × ${height}`);
      },
      run: (expression) => session.executeScript(`return ${expression}`),
      async clickAt(x, y) {
        await session.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform();
      },
      async type(text) {
        await session.switchTo().activeElement().sendKeys(text);
      },
      async screenshot(path) {
        // Right after a resize the view may not be painted yet (a black band): two frames later it is.
        await session.executeScript(
          'return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
        );
        writeFileSync(path, await session.takeScreenshot(), 'base64');
      },
      async close() {
        await session.quit().catch(() => undefined);
        stop(group);
      },
    };
  } catch (error) {
    await driver?.quit().catch(() => undefined);
    stop(group);
    throw error;
  }
}
