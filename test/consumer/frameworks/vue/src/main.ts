// The app around docs/frameworks.md's Vue snippet (written to PayoutPage.vue by the consumer test).
import { createApp, h } from 'vue';
import type { ClientInitResponse } from 'railkit';
import PayoutPage from './PayoutPage.vue';

const session = (await (await fetch('/api/payouts', { method: 'POST' })).json()) as {
  config: ClientInitResponse;
};
createApp({ render: () => h(PayoutPage, { config: session.config }) }).mount('#root');
