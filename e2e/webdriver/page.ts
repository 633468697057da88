/**
 * The part of Playwright's Page and Locator API the payer's journeys use, over WebDriver classic, for an
 * engine Playwright cannot drive (Debian's WebKitGTK). The same spec files run in every engine: a locator
 * here finds elements as Playwright's do (in-page.ts), acts with real input (WebDriver actions: the
 * engine's own pointer and key events), and plugs into Playwright's own `expect`, which asks a locator
 * to `_expect` a state within a timeout. What WebDriver classic cannot do (watch the network, preload a
 * script) throws, and the tests that need it run in the engines that can.
 */
import { writeFile } from 'node:fs/promises';
import type { ExpectOptions, Step, TextMatch } from './in-page';
import type { WebDriverContext } from './browser';
import { elementId, FrameMissing, type ElementRef, type FramePath, type Session } from './session';

const pollMs = 100;
const actionTimeoutMs = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Text = string | RegExp;
const textMatch = (text: Text, exact?: boolean): TextMatch =>
  typeof text === 'string' ? { string: text, exact } : { regexSource: text.source, regexFlags: text.flags };

class StrictModeViolation extends Error {}

/** Tries `attempt` until it gives a value, failing at once on a strict-mode violation. */
async function retry<T>(what: string, timeoutMs: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'not found';
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (error) {
      const message = (error as Error).message;
      if (error instanceof StrictModeViolation || message.includes('strict mode violation')) throw error;
      lastProblem = message;
    }
    if (Date.now() >= deadline) throw new Error(`${what}: timed out after ${timeoutMs} ms (${lastProblem})`);
    await sleep(pollMs);
  }
}

/** WebDriver's codes for the named keys Playwright takes (`Enter`, `Shift+Tab`...). */
const keyCodes: Record<string, string> = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  Backspace: '\uE003',
  Delete: '\uE017',
  Space: ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Meta: '\uE03D',
};

function keyValue(name: string): string {
  const value = keyCodes[name] ?? (name.length === 1 ? name : undefined);
  if (value === undefined) throw new Error(`The WebDriver keyboard has no key "${name}"`);
  return value;
}

type KeyAction = { type: 'keyDown' | 'keyUp'; value: string };

/** The page's keyboard: real key events, to whatever element has focus, in whichever frame. */
export class WebDriverKeyboard {
  constructor(private readonly page: WebDriverPage) {}

  async press(combination: string): Promise<void> {
    const keys = combination === '+' ? ['+'] : combination.split('+').map(keyValue);
    const actions: KeyAction[] = [
      ...keys.map((value) => ({ type: 'keyDown' as const, value })),
      ...keys.reverse().map((value) => ({ type: 'keyUp' as const, value })),
    ];
    await this.send(actions);
  }

  async type(text: string): Promise<void> {
    await this.send(
      [...text].flatMap((value) => [
        { type: 'keyDown' as const, value },
        { type: 'keyUp' as const, value },
      ]),
    );
  }

  async down(key: string): Promise<void> {
    await this.send([{ type: 'keyDown', value: keyValue(key) }]);
  }

  async up(key: string): Promise<void> {
    await this.send([{ type: 'keyUp', value: keyValue(key) }]);
  }

  private async send(actions: KeyAction[]): Promise<void> {
    const { client } = this.page.session;
    await client.switchToFrame(null);
    await client.performActions([{ type: 'key', id: 'keyboard', actions }]);
    await this.page.settle();
  }
}

/** What finds elements: the page, a frame, or a locator (whose matches scope the next step). */
abstract class Finder {
  constructor(
    readonly frames: FramePath,
    readonly steps: Step[],
    readonly description: string,
  ) {}

  abstract readonly page: WebDriverPage;
  protected abstract chain(step: Step, description: string): WebDriverLocator;

  getByRole(
    role: string,
    options: {
      name?: Text;
      exact?: boolean;
      checked?: boolean;
      level?: number;
      includeHidden?: boolean;
    } = {},
  ) {
    const { name, exact, ...rest } = options;
    const step: Step = {
      kind: 'role',
      role,
      ...(name === undefined ? {} : { name: textMatch(name, exact) }),
      ...rest,
    };
    return this.chain(step, `getByRole(${JSON.stringify(role)}, ${String(name ?? '')})`);
  }

  getByLabel(text: Text, options: { exact?: boolean } = {}) {
    return this.chain({ kind: 'label', text: textMatch(text, options.exact) }, `getByLabel(${String(text)})`);
  }

  getByText(text: Text, options: { exact?: boolean } = {}) {
    return this.chain({ kind: 'text', text: textMatch(text, options.exact) }, `getByText(${String(text)})`);
  }

  locator(selector: string) {
    return this.chain({ kind: 'css', selector }, `locator(${selector})`);
  }

  frameLocator(selector: string): WebDriverFrameLocator {
    return new WebDriverFrameLocator(this.page, [...this.frames, [...this.steps, { kind: 'css', selector }]]);
  }
}

/** The page's frame, or one of its frames' documents: where a locator's steps start. */
export class WebDriverFrameLocator extends Finder {
  constructor(
    readonly page: WebDriverPage,
    frames: FramePath,
  ) {
    super(frames, [], `frame ${JSON.stringify(frames.at(-1) ?? 'top')}`);
  }

  protected chain(step: Step, description: string): WebDriverLocator {
    return new WebDriverLocator(this.page, this.frames, [step], `${this.description}.${description}`);
  }

  /** The `<iframe>` this frame is the document of. */
  owner(): WebDriverLocator {
    return new WebDriverLocator(this.page, this.frames.slice(0, -1), this.frames.at(-1)!, this.description);
  }
}

interface Target {
  element?: ElementRef;
  count: number;
  visible: boolean;
  enabled: boolean;
  checked?: boolean;
}

export class WebDriverLocator extends Finder {
  /** What Playwright's `expect` checks to accept a locator. */
  readonly _apiName = 'Locator';

  constructor(
    readonly page: WebDriverPage,
    frames: FramePath,
    steps: Step[],
    description: string,
  ) {
    super(frames, steps, description);
  }

  protected chain(step: Step, description: string): WebDriverLocator {
    return new WebDriverLocator(
      this.page,
      this.frames,
      [...this.steps, step],
      `${this.description}.${description}`,
    );
  }

  filter(options: { hasText?: Text; hasNotText?: Text; has?: WebDriverLocator; visible?: boolean }) {
    const step: Step = {
      kind: 'filter',
      ...(options.hasText === undefined ? {} : { hasText: textMatch(options.hasText) }),
      ...(options.hasNotText === undefined ? {} : { hasNotText: textMatch(options.hasNotText) }),
      ...(options.has ? { has: options.has.steps } : {}),
      ...(options.visible === undefined ? {} : { visible: options.visible }),
    };
    return this.chain(step, 'filter()');
  }

  first() {
    return this.nth(0);
  }

  last() {
    return this.nth(-1);
  }

  nth(index: number) {
    return this.chain({ kind: 'nth', index }, `nth(${index})`);
  }

  contentFrame(): WebDriverFrameLocator {
    return new WebDriverFrameLocator(this.page, [...this.frames, this.steps]);
  }

  override toString(): string {
    return this.description;
  }

  // Reading, now (no waiting but for the frame).

  async count(): Promise<number> {
    return (await this.refs()).length;
  }

  async all(): Promise<WebDriverLocator[]> {
    return Array.from({ length: await this.count() }, (_, index) => this.nth(index));
  }

  async isVisible(): Promise<boolean> {
    return (await this.target()).visible;
  }

  async isChecked(): Promise<boolean> {
    return (await this.single()).checked === true;
  }

  async textContent(): Promise<string | null> {
    return this.evaluate((element) => element.textContent);
  }

  async innerText(): Promise<string> {
    return this.evaluate((element) => (element as HTMLElement).innerText);
  }

  async inputValue(): Promise<string> {
    return this.evaluate((element) => (element as HTMLInputElement).value);
  }

  async getAttribute(name: string): Promise<string | null> {
    return this.evaluate((element, attribute) => element.getAttribute(attribute), name);
  }

  async evaluate<R, A = undefined>(fn: (element: Element, arg: A) => R, arg?: A): Promise<R> {
    const { element } = await this.single();
    return this.page.session.run<R>(this.frames, fn.toString(), [element, arg]);
  }

  async boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null> {
    if (this.frames.length)
      throw new Error('boundingBox() of an element inside a frame is not supported over WebDriver');
    return this.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    });
  }

  // Acting, once the element is there, visible and enabled, as Playwright's actionability checks.

  async click(options: { timeout?: number; clickCount?: number } = {}): Promise<void> {
    const element = await this.pointable(options.timeout);
    const clicks = Array.from({ length: options.clickCount ?? 1 }, () => [
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ]).flat();
    await this.page.session.client.performActions([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [{ type: 'pointerMove', origin: element, x: 0, y: 0 }, ...clicks],
      },
    ]);
    await this.page.settle();
  }

  async dblclick(options: { timeout?: number } = {}): Promise<void> {
    await this.click({ ...options, clickCount: 2 });
  }

  async hover(): Promise<void> {
    const element = await this.pointable();
    await this.page.session.client.performActions([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [{ type: 'pointerMove', origin: element, x: 0, y: 0 }],
      },
    ]);
  }

  /**
   * Replaces the field's value as a person would: a click into it, its text selected, the new text typed
   * over it. (A script's focus() does not reach a cross-origin frame in WebKit until the payer has
   * clicked into it, and neither does WebDriver's own "send keys".)
   */
  async fill(value: string): Promise<void> {
    await this.click();
    const { element } = await this.single();
    await this.page.session.run(this.frames, selectText.toString(), [element]);
    if (value === '') await this.page.keyboard.press('Backspace');
    else await this.page.keyboard.type(value);
  }

  async pressSequentially(text: string): Promise<void> {
    await this.focus();
    await this.page.keyboard.type(text);
  }

  async type(text: string): Promise<void> {
    await this.pressSequentially(text);
  }

  async press(key: string): Promise<void> {
    await this.focus();
    await this.page.keyboard.press(key);
  }

  async focus(): Promise<void> {
    const { element } = await this.actionable();
    await this.page.session.run(this.frames, '(element) => element.focus()', [element]);
  }

  async blur(): Promise<void> {
    const { element } = await this.single();
    await this.page.session.run(this.frames, '(element) => element.blur()', [element]);
  }

  async check(): Promise<void> {
    if (!(await this.isChecked())) await this.click();
    if (!(await this.isChecked())) throw new Error(`${this.description}: still not checked after a click`);
  }

  async uncheck(): Promise<void> {
    if (await this.isChecked()) await this.click();
    if (await this.isChecked()) throw new Error(`${this.description}: still checked after a click`);
  }

  /** Chooses an option as a person does: a click on it (WebDriver selects an `<option>` it clicks). */
  async selectOption(choice: string | { label?: string; value?: string; index?: number }): Promise<string[]> {
    const { element } = await this.actionable();
    const wanted = typeof choice === 'string' ? { value: choice, label: choice } : choice;
    const option = await this.page.session.run<ElementRef | null>(this.frames, findOption.toString(), [
      element,
      wanted,
    ]);
    if (!option) throw new Error(`${this.description}: no option matches ${JSON.stringify(choice)}`);
    await this.page.session.client.elementClick(elementId(option));
    await this.page.settle();
    return [await this.inputValue()];
  }

  /** Playwright's `expect` asks this: the state named `expression`, retried until it holds or time is up. */
  async _expect(
    expression: string,
    options: ExpectOptions & { isNot: boolean; timeout?: number },
  ): Promise<{ matches: boolean; received: { value: unknown }; log: string[]; timedOut?: boolean }> {
    const deadline = Date.now() + (options.timeout ?? 5_000);
    for (;;) {
      const { matches, received } = await this.readState(expression, options);
      if (matches !== options.isNot) return { matches, received: { value: received }, log: [] };
      if (Date.now() >= deadline) return { matches, received: { value: received }, log: [], timedOut: true };
      await sleep(pollMs);
    }
  }

  private async readState(
    expression: string,
    options: ExpectOptions,
  ): Promise<{ matches: boolean; received: unknown }> {
    try {
      return await this.page.session.call(this.frames, 'check', [this.steps, expression, options]);
    } catch (error) {
      if (!(error instanceof FrameMissing)) throw error;
      const absent =
        expression === 'to.be.hidden' || (expression === 'to.have.count' && options.expectedNumber === 0);
      return { matches: absent, received: '<frame not found>' };
    }
  }

  private refs(): Promise<ElementRef[]> {
    return retry(`${this.description}: its frame`, actionTimeoutMs, () =>
      this.page.session.call<ElementRef[]>(this.frames, 'resolve', [this.steps]),
    );
  }

  private target(): Promise<Target> {
    return retry(`${this.description}: its frame`, actionTimeoutMs, () =>
      this.page.session.call<Target>(this.frames, 'target', [this.steps]),
    );
  }

  private single(timeoutMs = actionTimeoutMs): Promise<Target & { element: ElementRef }> {
    return retry(this.description, timeoutMs, async () => {
      const target = await this.page.session.call<Target>(this.frames, 'target', [this.steps]);
      if (target.count > 1)
        throw new StrictModeViolation(
          `${this.description}: strict mode violation, ${target.count} elements match`,
        );
      return target.element ? (target as Target & { element: ElementRef }) : undefined;
    });
  }

  /** The element, actionable and scrolled into the viewport (a pointer cannot move outside it). */
  private async pointable(timeoutMs = actionTimeoutMs): Promise<ElementRef> {
    const { element } = await this.actionable(timeoutMs);
    await this.page.session.run(this.frames, scrollIntoViewIfNeeded.toString(), [element]);
    return element;
  }

  private async actionable(timeoutMs = actionTimeoutMs): Promise<Target & { element: ElementRef }> {
    return retry(`${this.description}: visible and enabled`, timeoutMs, async () => {
      const target = await this.single(timeoutMs);
      return target.visible && target.enabled ? target : undefined;
    });
  }
}

/** Runs in the page: brings the element into the viewport, centred, when it is not wholly inside. */
function scrollIntoViewIfNeeded(element: Element): void {
  const box = element.getBoundingClientRect();
  const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  if (!inside) element.scrollIntoView({ block: 'center', inline: 'center' });
}

/** Runs in the page: selects the field's text, so that typing replaces it. */
function selectText(element: HTMLInputElement): void {
  if (typeof element.select === 'function') element.select();
}

/** Runs in the page: the `<option>` of a `<select>` by label, value or index. */
function findOption(
  select: HTMLSelectElement,
  wanted: { label?: string; value?: string; index?: number },
): HTMLOptionElement | null {
  const options = Array.from(select.options);
  if (wanted.index !== undefined) return options[wanted.index] ?? null;
  return (
    options.find((option) => wanted.value !== undefined && option.value === wanted.value) ??
    options.find((option) => wanted.label !== undefined && option.label.trim() === wanted.label) ??
    null
  );
}

export interface ConsoleMessage {
  type(): 'error' | 'warning';
  text(): string;
  location(): { url: string; lineNumber: number; columnNumber: number };
}

type PageEvents = { console: ConsoleMessage };

/** A page in one WebDriver session (one MiniBrowser window). */
export class WebDriverPage extends Finder {
  readonly _apiName = 'Page';
  readonly keyboard = new WebDriverKeyboard(this);
  private listeners: { [E in keyof PageEvents]: ((event: PageEvents[E]) => void)[] } = { console: [] };
  private currentUrl = 'about:blank';

  readonly page = this;

  constructor(
    readonly session: Session,
    private readonly baseURL: string | undefined,
    private readonly owner: WebDriverContext,
  ) {
    super([], [], 'page');
  }

  context(): WebDriverContext {
    return this.owner;
  }

  protected chain(step: Step, description: string): WebDriverLocator {
    return new WebDriverLocator(this, [], [step], description);
  }

  on<E extends keyof PageEvents>(event: E, listener: (event: PageEvents[E]) => void): this {
    if (!(event in this.listeners)) unsupported(`listen to "${event}" events`);
    this.listeners[event].push(listener);
    return this;
  }

  emit<E extends keyof PageEvents>(event: E, payload: PageEvents[E]): void {
    for (const listener of this.listeners[event]) listener(payload);
  }

  async goto(url: string): Promise<null> {
    await this.session.client.navigateTo(new URL(url, this.baseURL).href);
    await this.settle();
    return null;
  }

  async reload(): Promise<null> {
    await this.session.client.refresh();
    await this.settle();
    return null;
  }

  async goBack(): Promise<null> {
    await this.session.client.back();
    await this.settle();
    return null;
  }

  /** The address as of the last command (Playwright's `url()` is synchronous). */
  url(): string {
    return this.currentUrl;
  }

  async title(): Promise<string> {
    return this.session.client.getTitle();
  }

  async waitForURL(url: string | RegExp, options: { timeout?: number } = {}): Promise<void> {
    await retry(`waiting for ${String(url)}`, options.timeout ?? actionTimeoutMs, async () => {
      await this.settle();
      return (
        typeof url === 'string'
          ? this.currentUrl === new URL(url, this.baseURL).href
          : url.test(this.currentUrl)
      )
        ? true
        : undefined;
    });
  }

  async waitForTimeout(ms: number): Promise<void> {
    await sleep(ms);
  }

  async evaluate<R, A = undefined>(fn: ((arg: A) => R) | string, arg?: A): Promise<R> {
    const source = typeof fn === 'string' ? `() => (${fn})` : fn.toString();
    return this.session.run<R>([], source, [arg]);
  }

  async setViewportSize(size: { width: number; height: number }): Promise<void> {
    const { client } = this.session;
    await client.setWindowRect(null, null, size.width, size.height);
    const [innerWidth, innerHeight] = (await client.executeScript(
      'return [innerWidth, innerHeight]',
      [],
    )) as number[];
    await client.setWindowRect(null, null, 2 * size.width - innerWidth!, 2 * size.height - innerHeight!);
  }

  async screenshot(options: { path?: string } = {}): Promise<Buffer> {
    await this.session.client.switchToFrame(null);
    const png = Buffer.from(await this.session.client.takeScreenshot(), 'base64');
    if (options.path) await writeFile(options.path, png);
    return png;
  }

  mainFrame() {
    return {
      _expect: async (expression: string, options: ExpectOptions & { isNot: boolean; timeout?: number }) => {
        if (expression !== 'to.have.url')
          throw new Error(`The WebDriver page does not support expect's "${expression}"`);
        const expected = options.expectedText![0]!;
        const deadline = Date.now() + (options.timeout ?? 5_000);
        for (;;) {
          await this.settle();
          const url = this.currentUrl;
          const matches =
            expected.regexSource !== undefined
              ? new RegExp(expected.regexSource, expected.regexFlags).test(url)
              : url === expected.string;
          if (matches !== options.isNot || Date.now() >= deadline)
            return { matches, received: { value: url }, log: [], timedOut: matches === options.isNot };
          await sleep(pollMs);
        }
      },
    };
  }

  /** After a command that may navigate: the new address. */
  async settle(): Promise<void> {
    this.currentUrl = await this.session.client.getUrl();
  }

  async close(): Promise<void> {
    await this.owner.closePage(this);
  }

  // What WebDriver classic cannot do: say so, and let the test run where it can.
  waitForResponse(): never {
    return unsupported('waitForResponse (WebDriver classic does not see the network)');
  }

  waitForRequest(): never {
    return unsupported('waitForRequest (WebDriver classic does not see the network)');
  }

  route(): never {
    return unsupported('route (WebDriver classic does not see the network)');
  }

  addInitScript(): never {
    return unsupported('addInitScript (WebDriver classic runs no script before the page)');
  }

  exposeFunction(): never {
    return unsupported('exposeFunction (WebDriver classic runs no script before the page)');
  }
}

function unsupported(what: string): never {
  throw new Error(`The WebDriver page cannot ${what}; run this test in Chromium or Firefox.`);
}
