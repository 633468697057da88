import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { ConsoleApi, signedOutEvent, type Session } from './api';
import { describe, type Screen } from './screen';
import { consoleStyles } from './styles';

/** The screens, by the first part of the address (`#/executions`), and their navigation labels. */
const screens = [
  ['executions', 'Executions'],
  ['notifications', 'Notifications'],
  ['records', 'Records'],
  ['requests', 'Requests'],
  ['control', 'Test controls'],
] as const;

/** How long the live view waits for a change in one request (the sandbox allows up to 30 s). */
const liveWaitSeconds = 25;

/**
 * The sandbox console: sign-in with the merchant's client id and secret, then the screens, one at a
 * time by the address's hash (`#/executions/<id>`), with the focus on each screen's heading after a
 * move. Live: it long-polls `/sandbox/changes` and bumps the screen's revision on every change, so new
 * executions and deliveries appear without a reload.
 */
export class ConsoleApp extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      :host {
        min-block-size: 100vh;
        background: var(--rkc-surface);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 1.5rem;
        align-items: center;
        justify-content: space-between;
        padding: 0.75rem 1rem;
        border-block-end: 1px solid var(--rkc-line);
        background: var(--rkc-raised);
      }
      h1 {
        font-size: 1.1rem;
        margin: 0;
      }
      nav ul {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 1rem;
        list-style: none;
        margin: 0;
        padding: 0;
      }
      nav a[aria-current='page'] {
        font-weight: 700;
        text-decoration-thickness: 3px;
      }
      main {
        padding: 1rem;
        max-inline-size: 72rem;
        margin-inline: auto;
      }
      .sign-in {
        max-inline-size: 26rem;
      }
      .sign-in form {
        flex-direction: column;
        align-items: stretch;
      }
    `,
  ];

  static override properties = {
    session: { state: true },
    route: { state: true },
    revision: { state: true },
    signInError: { state: true },
    signingIn: { state: true },
    started: { state: true },
  };

  declare session: Session | undefined;
  /** The address's parts after `#/`: the screen's name, then its parameters. */
  declare route: string[];
  declare revision: number;
  declare signInError: string | undefined;
  declare signingIn: boolean;
  /** False until the session the browser may hold is known (nothing to show before). */
  declare started: boolean;

  readonly api = new ConsoleApi();
  #live: AbortController | undefined;

  constructor() {
    super();
    this.route = routeOf(location.hash);
    this.revision = 0;
    this.signingIn = false;
    this.started = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.#onHashChange);
    window.addEventListener(signedOutEvent, this.#onSignedOut);
    void this.api.resume().then(
      (session) => this.#enter(session),
      (error: unknown) => {
        this.signInError = describe(error);
        this.started = true;
      },
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.#onHashChange);
    window.removeEventListener(signedOutEvent, this.#onSignedOut);
    this.#live?.abort();
  }

  #onHashChange = (): void => {
    this.route = routeOf(location.hash);
    void this.#focusScreen();
  };

  #onSignedOut = (): void => {
    this.#live?.abort();
    this.session = undefined;
    this.signInError = 'Your session ended: sign in again.';
  };

  #enter(session: Session | undefined): void {
    this.session = session;
    this.started = true;
    if (!session) return;
    this.#follow();
    void this.#focusScreen();
  }

  async #focusScreen(): Promise<void> {
    await this.updateComplete;
    await this.renderRoot.querySelector<Screen>('main > *')?.focusHeading?.();
  }

  /** Follows the sandbox's changes until signed out: every change bumps the revision once. */
  #follow(): void {
    this.#live?.abort();
    const live = (this.#live = new AbortController());
    void (async () => {
      let cursor = (await this.api.get<{ cursor: number }>('/sandbox/changes?wait=0')).cursor;
      while (!live.signal.aborted) {
        try {
          const answer = await this.api.get<{ cursor: number; entries: unknown[] }>(
            `/sandbox/changes?after=${cursor}&wait=${liveWaitSeconds}`,
            live.signal,
          );
          cursor = answer.cursor;
          if (answer.entries.length > 0) this.revision += 1;
        } catch {
          // The sandbox restarted or is gone for a moment: look again shortly.
          await new Promise((resolve) => setTimeout(resolve, 2_000));
        }
      }
    })().catch(() => undefined);
  }

  async #signIn(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    this.signingIn = true;
    this.signInError = undefined;
    try {
      this.#enter(await this.api.signIn(String(data.get('clientId')), String(data.get('clientSecret'))));
    } catch (error) {
      this.signInError = describe(error);
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLInputElement>('input[name=clientSecret]')?.focus();
    } finally {
      this.signingIn = false;
    }
  }

  async #signOut(): Promise<void> {
    this.#live?.abort();
    await this.api.signOut();
    this.session = undefined;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>('input[name=clientId]')?.focus();
  }

  protected override render(): TemplateResult {
    return html`
      <header>
        <h1>Railkit sandbox console</h1>
        ${this.session ? this.#navigation() : nothing}
      </header>
      <main>${!this.started ? nothing : this.session ? this.#screen() : this.#signInForm()}</main>
    `;
  }

  #navigation(): TemplateResult {
    const current = this.route[0];
    return html`<nav aria-label="Console">
        <ul>
          ${screens.map(
            ([name, label]) =>
              html`<li>
                <a href="#/${name}" aria-current=${current === name ? 'page' : 'false'}>${label}</a>
              </li>`,
          )}
        </ul>
      </nav>
      <button type="button" class="secondary" @click=${() => this.#signOut()}>Sign out</button>`;
  }

  #screen(): TemplateResult {
    const [name, ...params] = this.route;
    if (name === 'executions' && params.length > 0) {
      return html`<rk-console-execution
        .api=${this.api}
        .params=${params}
        revision=${this.revision}
      ></rk-console-execution>`;
    }
    switch (name) {
      case 'notifications':
        return html`<rk-console-notifications
          .api=${this.api}
          revision=${this.revision}
        ></rk-console-notifications>`;
      case 'records':
        return html`<rk-console-records .api=${this.api} revision=${this.revision}></rk-console-records>`;
      case 'requests':
        return html`<rk-console-requests .api=${this.api} revision=${this.revision}></rk-console-requests>`;
      case 'control':
        return html`<rk-console-control .api=${this.api} revision=${this.revision}></rk-console-control>`;
      default:
        return html`<rk-console-executions
          .api=${this.api}
          revision=${this.revision}
        ></rk-console-executions>`;
    }
  }

  #signInForm(): TemplateResult {
    return html`<section class="sign-in" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Sign in</h2>
      <p>Use the merchant credentials the sandbox printed when it started (client_id and client_secret).</p>
      <form @submit=${this.#signIn} aria-describedby=${this.signInError ? 'sign-in-error' : nothing}>
        <label>Client ID <input name="clientId" autocomplete="username" required /></label>
        <label
          >Client secret <input name="clientSecret" type="password" autocomplete="current-password" required
        /></label>
        ${
          this.signInError
            ? html`<p id="sign-in-error" class="error" role="alert">${this.signInError}</p>`
            : nothing
        }
        <button type="submit" ?disabled=${this.signingIn} aria-busy=${this.signingIn ? 'true' : 'false'}>
          ${this.signingIn ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>`;
  }
}

function routeOf(hash: string): string[] {
  return hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
}
