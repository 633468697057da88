import type { Client } from 'webdriver';
import type { ConsoleEntry, Step } from './in-page';
import { inPageScript } from './script';

/** A WebDriver element reference, as executeScript returns it and the element commands take it. */
export type ElementRef = Record<string, string>;
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';
export const elementId = (ref: ElementRef) => ref[elementKey]!;

/** The frames to enter from the top document, each the steps that find its `<iframe>` in the one before. */
export type FramePath = Step[][];

/** Where a console entry came from: the frame path it was read in. */
export type ConsoleListener = (entry: ConsoleEntry) => void;

const notInstalled = 'railkit:not-installed';

/**
 * One WebDriver session: commands always start from the top document and enter the frames a locator
 * names (a frame's document may have been replaced since the last command), and every in-page call
 * also drains the console record of the document it ran in.
 */
export class Session {
  /** Every frame path a command entered, so the console of each can be read once more at the end. */
  readonly visitedFrames = new Map<string, FramePath>([['[]', []]]);

  constructor(
    readonly client: Client,
    private readonly onConsole: ConsoleListener,
  ) {}

  /** Makes the document at `frames` the one the next commands act in. */
  async enter(frames: FramePath): Promise<void> {
    await this.client.switchToFrame(null);
    for (const iframe of frames) {
      const [ref] = await this.callHere<ElementRef[]>('resolve', [iframe]);
      if (!ref) throw new FrameMissing(iframe);
      await this.client.switchToFrame(ref);
    }
    this.visitedFrames.set(JSON.stringify(frames), frames);
  }

  /** Calls `window.__railkit[name](...args)` in the document at `frames` (`null`: only reads its console). */
  async call<T>(frames: FramePath, name: string | null, args: unknown[]): Promise<T> {
    await this.enter(frames);
    return this.callHere<T>(name, args);
  }

  /** Runs `fn(...args)` (a function's source) in the document at `frames`; element refs pass as elements. */
  async run<T>(frames: FramePath, fn: string, args: unknown[]): Promise<T> {
    const values = args as (object | string | number | boolean | null | undefined)[];
    await this.enter(frames);
    return (await this.client.executeScript(`return (${fn}).apply(null, arguments)`, values)) as T;
  }

  /** Reads the console record of every document a command visited, or `frames`' alone. */
  async drainConsole(frames?: FramePath): Promise<void> {
    for (const path of frames ? [frames] : this.visitedFrames.values()) {
      try {
        await this.call(path, null, []);
      } catch {
        // A frame that is gone took its record with it; what it printed before was read at each command.
      }
    }
  }

  private async callHere<T>(name: string | null, args: unknown[]): Promise<T> {
    const call = `const railkit = window.__railkit;
      if (!railkit) return '${notInstalled}';
      const value = arguments[0] === null ? undefined : railkit[arguments[0]](...arguments[1]);
      return { value, console: railkit.drainConsole() };`;
    let answer = (await this.client.executeScript(call, [name, args])) as
      typeof notInstalled | { value: T; console: ConsoleEntry[] };
    if (answer === notInstalled) {
      await this.client.executeScript(await inPageScript(), []);
      answer = (await this.client.executeScript(call, [name, args])) as { value: T; console: ConsoleEntry[] };
    }
    answer.console.forEach(this.onConsole);
    return answer.value;
  }
}

export class FrameMissing extends Error {
  constructor(iframe: Step[]) {
    super(`no frame matches ${JSON.stringify(iframe)} yet`);
  }
}
