import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Debian's WebKitGTK: its MiniBrowser driven by WebKitWebDriver (WebDriver classic), in a virtual X
 * display of its own (xvfb-run), since WebKitGTK has no headless mode. Playwright cannot drive it: its
 * WebKit is a build of its own, which cannot be downloaded here.
 */
function findMiniBrowser(): string {
  if (process.env.RAILKIT_WEBKIT_MINIBROWSER) return process.env.RAILKIT_WEBKIT_MINIBROWSER;
  const libraries = existsSync('/usr/lib') ? readdirSync('/usr/lib') : [];
  const found = libraries
    .map((library) => `/usr/lib/${library}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path));
  return found ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

export const miniBrowserPath = findMiniBrowser();

/** The capabilities of a new session: WebKitWebDriver starts a MiniBrowser for each. */
export const webkitCapabilities = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
};

export interface WebKitDriver {
  port: number;
  stop(): void;
}

/** Starts WebKitWebDriver on a free port in a virtual display; resolves once it answers. */
export async function startWebKitDriver(): Promise<WebKitDriver> {
  const port = await freePort();
  const driver = spawn(
    'xvfb-run',
    ['--auto-servernum', '--server-args=-screen 0 1920x1080x24', 'WebKitWebDriver', `--port=${port}`],
    { detached: true, stdio: 'ignore' },
  );
  // Stopped by whoever started it; it does not keep this process running.
  driver.unref();
  const stop = () => {
    try {
      process.kill(-driver.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const exited = new Promise<never>((_, reject) =>
    driver.on('exit', (code) => reject(new Error(`WebKitWebDriver exited (${code}) before it answered`))),
  );
  await Promise.race([waitUntilReady(port), exited]).catch((error: unknown) => {
    stop();
    throw error;
  });
  return { port, stop };
}

async function waitUntilReady(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 20 s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
