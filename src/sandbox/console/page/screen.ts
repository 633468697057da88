import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ConsoleRequestError, type ConsoleApi } from './api';
import { consoleStyles } from './styles';

/**
 * What every screen of the console shares: the API it reads through, the live revision that makes it
 * read again (the app bumps it when the sandbox reports a change), a load with its busy state and error,
 * and actions (a button's work) that announce how they went in the screen's status line.
 */
export abstract class Screen extends LitElement {
  static override styles = consoleStyles;

  static override properties = {
    api: { attribute: false },
    revision: { type: Number },
    params: { attribute: false },
    loading: { state: true },
    failure: { state: true },
    announcement: { state: true },
    acting: { state: true },
  };

  /** The console's client of the sandbox. */
  declare api: ConsoleApi;
  /** Grows with every change the sandbox reports: the screen reads again. */
  declare revision: number;
  /** The part of the address after the screen's name (`#/executions/<id>`: the id). */
  declare params: string[];
  declare loading: boolean;
  declare failure: string | undefined;
  declare announcement: string;
  /** The label of the action running now, if any: its button shows it, the others wait. */
  declare acting: string | undefined;

  /** Bumped by each load: an answer to an older load (a slow one) is dropped. */
  #loads = 0;

  constructor() {
    super();
    this.revision = 0;
    this.params = [];
    this.loading = false;
    this.announcement = '';
  }

  /** Reads what the screen shows; `render` shows it. */
  protected abstract load(): Promise<void>;

  /** The screen's title, its `h2`, which gets the focus when the screen opens. */
  protected abstract get heading(): string;

  protected abstract renderBody(): TemplateResult | typeof nothing;

  /** Reads again when first shown, when the sandbox changed, or when the address says another item. */
  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('revision') || changed.has('params') || changed.has('api')) void this.reload();
  }

  protected async reload(): Promise<void> {
    if (!this.api) return;
    const load = ++this.#loads;
    this.loading = true;
    try {
      await this.load();
      if (load === this.#loads) this.failure = undefined;
    } catch (error) {
      if (load === this.#loads) this.failure = describe(error);
    } finally {
      if (load === this.#loads) this.loading = false;
    }
  }

  /**
   * Runs a button's work once at a time, then reads again and announces `done` (or the error), so a
   * person using a screen reader hears how it went.
   */
  protected async act(label: string, work: () => Promise<unknown>, done: string): Promise<void> {
    if (this.acting) return;
    this.acting = label;
    try {
      await work();
      this.announcement = done;
      await this.reload();
    } catch (error) {
      this.announcement = `${label} failed: ${describe(error)}`;
    } finally {
      this.acting = undefined;
    }
  }

  /** A button whose work is `act`ed: disabled, and saying so, while any action runs. */
  protected actionButton(
    label: string,
    work: () => Promise<unknown>,
    done: string,
    { secondary = false, name = label } = {},
  ): TemplateResult {
    const busy = this.acting === name;
    return html`<button
      type="button"
      class=${secondary ? 'secondary' : ''}
      ?disabled=${this.acting !== undefined}
      aria-busy=${busy ? 'true' : 'false'}
      @click=${() => this.act(name, work, done)}
    >
      ${busy ? `${label}…` : label}
    </button>`;
  }

  /** Moves the focus to the screen's heading (after a navigation). */
  async focusHeading(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  protected override render(): TemplateResult {
    return html`
      <section aria-labelledby="heading" aria-busy=${this.loading ? 'true' : 'false'}>
        <h2 id="heading" tabindex="-1">${this.heading}</h2>
        <p class="visually-hidden" role="status">${this.announcement}</p>
        ${this.announcement ? html`<p class="muted" aria-hidden="true">${this.announcement}</p>` : nothing}
        ${this.failure ? html`<p class="error" role="alert">${this.failure}</p>` : nothing}
        ${this.renderBody()}
      </section>
    `;
  }
}

/** What a person reads of an error: the platform's detail, or the failure's message. */
export function describe(error: unknown): string {
  if (error instanceof ConsoleRequestError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
