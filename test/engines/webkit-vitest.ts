import { webdriverio } from '@vitest/browser-webdriverio';
import type { BrowserProviderOption } from 'vitest/node';
import { withCommands } from './commands';
import { startWebKitDriver, webkitCapabilities } from './webkit';

type WebdriverBrowser = WebdriverIO.Browser;

/**
 * Vitest's WebdriverIO provider for WebKitGTK, with the driver `setup` (its global setup) starts:
 * - the provider names WebKit "safari", which WebKitGTK's driver refuses: the new session's request
 *   names the MiniBrowser instead;
 * - WebKitGTK's driver refuses an element click inside a frame ("element click intercepted"), and the
 *   tests run in Vitest's frame: a click is the pointer moved onto the element and pressed there, as a
 *   person does it, which WebKitGTK takes. `type` clicks so before it types, as the provider's own does.
 */
export function webkitgtk(): BrowserProviderOption {
  const provider = webdriverio({
    hostname: '127.0.0.1',
    get port() {
      return Number(process.env.RAILKIT_WEBKIT_DRIVER_PORT);
    },
    logLevel: 'silent',
    capabilities: { ...webkitCapabilities, 'wdio:enforceWebDriverClassic': true },
    transformRequest(request: RequestInit): RequestInit {
      if (typeof request.body === 'string') {
        request.body = request.body.replaceAll('"browserName":"safari"', '"browserName":"MiniBrowser"');
      }
      return request;
    },
  } as Parameters<typeof webdriverio>[0]);
  return withCommands(provider, (browser) => {
    const typeAfterItsClick = browser.commands.__vitest_type!;
    browser.registerCommand('__vitest_click', (context, selector) => pointerClicks(context, selector, 1));
    browser.registerCommand('__vitest_dblClick', (context, selector) => pointerClicks(context, selector, 2));
    browser.registerCommand('__vitest_type', async (context, selector, text, options) => {
      await pointerClicks(context, selector, 1);
      return typeAfterItsClick(context, selector, text, { ...(options as object), skipClick: true });
    });
  });
}

async function pointerClicks(context: { browser?: unknown }, selector: string, count: number): Promise<void> {
  const browser = context.browser as WebdriverBrowser;
  let action = browser
    .action('pointer', { parameters: { pointerType: 'mouse' } })
    .move({ origin: browser.$(selector) });
  for (let click = 0; click < count; click += 1) action = action.down().up();
  await action.perform();
}

/**
 * The WebKit project's global setup: its driver, for the run. Stopped as Vitest's process exits, after
 * the provider has closed its session (a global setup's teardown would come before).
 */
export async function setup(): Promise<void> {
  const driver = await startWebKitDriver();
  process.env.RAILKIT_WEBKIT_DRIVER_PORT = String(driver.port);
  process.once('exit', driver.stop);
}
