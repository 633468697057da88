// The app around docs/frameworks.md's React snippet (written to payout-page.tsx by the consumer test).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ClientInitResponse } from 'railkit';
import { PayoutPage } from './payout-page';

const session = (await (await fetch('/api/payouts', { method: 'POST' })).json()) as {
  config: ClientInitResponse;
};
createRoot(document.querySelector('#root')!).render(
  <StrictMode>
    <PayoutPage config={session.config} />
  </StrictMode>,
);
