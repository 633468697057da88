import { createElement, type ReactElement } from 'react';
import { createSSRApp, h, type App } from 'vue';
import type { ClientInitResponse } from '../api/schemas/client-config';
import * as react from '../react/index';
import * as vue from '../vue/index';

// The pages of the server-rendering tests: rendered in Node (server-pages.ts, a browser command of
// vitest.config.ts), then hydrated in Chromium by src/react/react.test.ts and src/vue/vue.test.ts. Every
// component of a binding, under a payout session's provider and a checkout session's.

export interface ServerPageSessions {
  payout: ClientInitResponse;
  checkout: ClientInitResponse;
  /** Renders the server's page a little differently from the browser's: the tests' proof that a mismatch is seen. */
  mismatch?: boolean;
}

export function reactPage({ payout, checkout, mismatch }: ServerPageSessions): ReactElement {
  return createElement(
    'main',
    { className: mismatch ? 'server' : 'page' },
    createElement(react.RailkitProvider, { config: payout }, createElement(react.BankAccount)),
    createElement(
      react.RailkitProvider,
      { config: checkout },
      createElement(react.CardForm, { hosting: 'in-page' }),
      createElement(react.PaymentMethodForm, { paymentMethodCode: 'sepaDirectDebit' }),
      createElement(react.DropIn, { cardHosting: 'in-page' }),
    ),
  );
}

export function vueApp({ payout, checkout, mismatch }: ServerPageSessions, create = createSSRApp): App {
  return create({
    render: () =>
      h('main', { class: mismatch ? 'server' : 'page' }, [
        h(vue.RailkitProvider, { config: payout }, { default: () => [h(vue.BankAccount)] }),
        h(
          vue.RailkitProvider,
          { config: checkout },
          {
            default: () => [
              h(vue.CardForm, { hosting: 'in-page' }),
              h(vue.PaymentMethodForm, { paymentMethodCode: 'sepaDirectDebit' }),
              h(vue.DropIn, { cardHosting: 'in-page' }),
            ],
          },
        ),
      ]),
  }).use(vue.railkit);
}

/**
 * What Chromium logs on this closed network while the drop-in asks whether a wallet can pay (its
 * payment manifest is unreachable): not a warning of the page's, as e2e/test.ts also reads it.
 */
export const offlineWalletManifest =
  /^Unable to download payment manifest "https:\/\/(apple\.com\/apple-pay|google\.com\/pay)"\. ERR_NAME_NOT_RESOLVED \(-105\)$/;
