import { playwright } from '@vitest/browser-playwright';
import type { Frame, Page } from 'playwright';
import type { BrowserProviderOption } from 'vitest/node';
import { withCommands } from './commands';
import { firefoxLaunchOptions } from './firefox';
interface CommandsContext {
  page: Page;
  frame(): Promise<Frame>;
}

/**
 * Vitest's Playwright provider for Debian's Firefox ESR, driven over WebDriver BiDi, where two things of
 * Playwright's differ inside Vitest's test frame (a same-origin `<iframe>` of the runner's page):
 * - Playwright finds that frame by its name, which BiDi does not report: every command gets the frame
 *   of the runner's `<iframe>` element instead;
 * - its actionability check reads an element of that frame as not visible, so a click never happens:
 *   clicks are the real mouse pressed at the element's centre, as a person does it;
 * - a script's focus() leaves the frame's window without focus, so a Tab after typing would not leave
 *   the field: the runner's page gives its test frame focus before keys are pressed, as a person's
 *   hands on that frame would.
 * The page is made tall enough for the test frame (414 x 896 px) to fit unscaled.
 */
export function firefoxEsr(): BrowserProviderOption {
  const provider = playwright({
    launchOptions: firefoxLaunchOptions,
    contextOptions: { viewport: { width: 1280, height: 1000 } },
  });
  return withCommands(provider, (browser) => {
    for (const [name, command] of Object.entries(browser.commands)) {
      if (!name.startsWith('__vitest_')) continue;
      const keys = keyCommands.has(name);
      browser.registerCommand(name, async (context, ...args) => {
        const withFrame = withTestFrame(context as unknown as CommandsContext);
        if (keys) await focusTestFrame(withFrame.page);
        return command(withFrame as never, ...args);
      });
    }
    browser.registerCommand('__vitest_click', (context, selector) => mouseClicks(context, selector, 1));
    browser.registerCommand('__vitest_dblClick', (context, selector) => mouseClicks(context, selector, 2));
  });
}

/** The commands that press keys: the focused element of the test frame gets them only with its window focused. */
const keyCommands = new Set([
  '__vitest_type',
  '__vitest_fill',
  '__vitest_tab',
  '__vitest_keyboard',
  '__vitest_clear',
]);

async function focusTestFrame(page: Page): Promise<void> {
  await testFrameElement(page).evaluate((iframe) => {
    if (document.activeElement !== iframe) (iframe as HTMLIFrameElement).focus();
  });
}

function testFrameElement(page: Page) {
  return page.locator('iframe[data-vitest="true"]');
}

function withTestFrame(context: CommandsContext): CommandsContext {
  return Object.assign(Object.create(context) as CommandsContext, {
    async frame() {
      const frame = await (await testFrameElement(context.page).elementHandle())?.contentFrame();
      if (!frame) throw new Error("Vitest's test frame is not on the page");
      return frame;
    },
  });
}

async function mouseClicks(context: unknown, selector: string, clickCount: number): Promise<void> {
  const { page } = context as CommandsContext;
  const frame = await withTestFrame(context as CommandsContext).frame();
  const centre = await frame.locator(selector).evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  const origin = await testFrameElement(page).evaluate((iframe) => iframe.getBoundingClientRect().toJSON());
  await page.mouse.click(origin.x + centre.x, origin.y + centre.y, { clickCount });
}
