import WebDriver from 'webdriver';
import { startWebKitDriver, webkitCapabilities, type WebKitDriver } from '../../test/engines/webkit';
import type { ConsoleEntry } from './in-page';
import { WebDriverPage, type ConsoleMessage } from './page';
import { Session } from './session';

interface ContextOptions {
  baseURL?: string;
  viewport?: { width: number; height: number } | null;
}

interface WebError {
  error(): Error;
  page(): WebDriverPage;
}

type ContextEvents = { console: ConsoleMessage; weberror: WebError };

/**
 * A Playwright BrowserContext for the WebDriver page: one session (one MiniBrowser window, its own
 * cookies and storage) per page, so tests share nothing. It reports what each document's console
 * recorder saw as Playwright's `console` and `weberror` events (e2e/test.ts fails a test on them).
 */
export class WebDriverContext {
  private readonly listeners: { [E in keyof ContextEvents]: ((event: ContextEvents[E]) => void)[] } = {
    console: [],
    weberror: [],
  };
  private readonly openPages = new Set<WebDriverPage>();

  constructor(
    private readonly driver: WebKitDriver,
    /** Named as Playwright's own context names them: its `toHaveURL` resolves a URL against `baseURL`. */
    readonly _options: ContextOptions,
  ) {}

  on<E extends keyof ContextEvents>(event: E, listener: (event: ContextEvents[E]) => void): this {
    this.listeners[event].push(listener);
    return this;
  }

  pages(): WebDriverPage[] {
    return [...this.openPages];
  }

  async newPage(): Promise<WebDriverPage> {
    const client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port: this.driver.port,
      logLevel: 'silent',
      capabilities: { ...webkitCapabilities, 'wdio:enforceWebDriverClassic': true },
    });
    const session: Session = new Session(client, (entry) => this.report(page, entry));
    const page: WebDriverPage = new WebDriverPage(session, this._options.baseURL, this);
    this.openPages.add(page);
    if (this._options.viewport) await page.setViewportSize(this._options.viewport);
    return page;
  }

  async close(): Promise<void> {
    await Promise.all(this.pages().map((page) => this.closePage(page)));
  }

  async closePage(page: WebDriverPage): Promise<void> {
    if (!this.openPages.delete(page)) return;
    await page.session.drainConsole();
    await page.session.client.deleteSession();
  }

  private report(page: WebDriverPage, entry: ConsoleEntry): void {
    if (entry.type === 'uncaught') {
      for (const listener of this.listeners.weberror)
        listener({ error: () => new Error(entry.text), page: () => page });
      return;
    }
    const message: ConsoleMessage = {
      type: () => (entry.type === 'warning' ? 'warning' : 'error'),
      text: () => (entry.type === 'csp' ? `Content Security Policy: ${entry.text}` : entry.text),
      location: () => ({ url: entry.url, lineNumber: 0, columnNumber: 0 }),
    };
    for (const listener of this.listeners.console) listener(message);
    page.emit('console', message);
  }
}

/** A Playwright Browser for the WebDriver page: WebKitWebDriver, started for a worker's tests. */
export class WebDriverBrowser {
  /** Read by Playwright's context fixture (a connected browser's headers); none here. */
  readonly _connection = {};

  private constructor(
    private readonly driver: WebKitDriver,
    private readonly defaults: ContextOptions,
  ) {}

  /** `defaults`: the project's context options (Playwright applies them to its own browsers itself). */
  static async launch(defaults: ContextOptions): Promise<WebDriverBrowser> {
    return new WebDriverBrowser(await startWebKitDriver(), defaults);
  }

  async newContext(options: ContextOptions = {}): Promise<WebDriverContext> {
    return new WebDriverContext(this.driver, { ...this.defaults, ...options });
  }

  version(): string {
    return 'WebKitGTK';
  }

  async close(): Promise<void> {
    this.driver.stop();
  }
}
