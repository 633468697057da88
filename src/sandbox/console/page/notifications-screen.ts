import { html, nothing, type TemplateResult } from 'lit';
import { renderNotification, type NotificationLog } from './deliveries';
import { executionLink, words } from './format';
import { Screen } from './screen';

interface Endpoint {
  url: string | null;
  liveSecrets: number;
}

/**
 * Where notifications go and what signs them (the secret stays hidden until asked for), every
 * notification with its delivery attempts, a resend of any, and a test delivery to the endpoint.
 */
export class NotificationsScreen extends Screen {
  static override properties = {
    ...Screen.properties,
    endpoint: { state: true },
    secrets: { state: true },
    notifications: { state: true },
  };

  declare endpoint: Endpoint | undefined;
  /** Shown only once asked for; hidden again when the screen is left. */
  declare secrets: string[] | undefined;
  declare notifications: NotificationLog[];

  constructor() {
    super();
    this.notifications = [];
  }

  protected get heading(): string {
    return 'Notifications';
  }

  protected async load(): Promise<void> {
    const [endpoint, { notifications }] = await Promise.all([
      this.api.get<Endpoint>('/sandbox/webhook'),
      this.api.get<{ notifications: NotificationLog[] }>('/sandbox/notifications'),
    ]);
    this.endpoint = endpoint;
    this.notifications = notifications;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.secrets = undefined;
  }

  async #reveal(): Promise<void> {
    this.secrets = (await this.api.get<{ secrets: string[] }>('/sandbox/webhook/secrets')).secrets;
  }

  protected renderBody(): TemplateResult {
    const endpoint = this.endpoint;
    return html`
      <div class="card">
        <dl>
          <dt>Endpoint</dt>
          <dd class="mono">${endpoint?.url ?? 'None: notifications are not sent'}</dd>
          <dt>Signing secrets</dt>
          <dd>
            ${
              this.secrets
                ? html`<ul aria-label="Signing secrets">
                    ${this.secrets.map((secret) => html`<li class="mono">${secret}</li>`)}
                  </ul>`
                : html`${endpoint?.liveSecrets ?? 0} live, hidden`
            }
          </dd>
        </dl>
        <div class="row">
          ${
            this.secrets
              ? html`<button type="button" class="secondary" @click=${() => (this.secrets = undefined)}>
                  Hide signing secret
                </button>`
              : this.actionButton('Reveal signing secret', () => this.#reveal(), 'Signing secret shown.', {
                  secondary: true,
                })
          }
          ${
            endpoint?.url
              ? this.actionButton(
                  'Send test delivery',
                  () => this.api.change('POST', '/sandbox/webhook/test'),
                  'Test delivery sent: its attempt is listed below.',
                )
              : nothing
          }
        </div>
      </div>
      ${
        this.notifications.length === 0
          ? html`<p>No notification yet. They are sent when a payout or a payment action ends.</p>`
          : this.notifications.map((log) =>
              renderNotification(
                log,
                html`${
                  log.action === 'test'
                    ? html`<span class="muted">Test delivery</span>`
                    : html`<a href=${executionLink(log.executionId)}>Open execution</a>`
                }
                ${this.actionButton(
                  'Resend',
                  () => this.api.change('POST', `/sandbox/notifications/${log.id}/redeliver`),
                  `${words(log.action)} notification sent again.`,
                  { secondary: true, name: `Resend ${log.id}` },
                )}`,
              ),
            )
      }
    `;
  }
}
