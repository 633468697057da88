// A merchant's page as a bundler builds it from the installed package: both browser entries, typed.
import 'railkit/define';
import { init, isRailkitError, type ClientInitResponse, type PayoutResult } from 'railkit';

const find = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

async function postJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { method: 'POST' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Polls the merchant server until the signed notification has reconciled the order. */
async function showReconciled(merchantReference: string): Promise<void> {
  for (;;) {
    const order = (await (await fetch(`/api/orders/${merchantReference}`)).json()) as { status?: string };
    if (order.status) {
      find('#reconciled').textContent = `Reconciled: ${order.status}`;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function start(): Promise<void> {
  const { merchantReference, config } = await postJson<{
    merchantReference: string;
    config: ClientInitResponse;
  }>('/api/payouts');
  const client = init(config, { locale: 'en' });
  const bankAccount = await client.dynamicElement({ paymentMethod: { paymentMethodCode: 'bankAccount' } });
  bankAccount.mount('#bank-account');
  const payOut = find<HTMLButtonElement>('#pay-out');
  payOut.disabled = false;
  payOut.addEventListener('click', async () => {
    try {
      client.setState({ instrument: await bankAccount.tokenize() });
      const result: PayoutResult = await client.api({ operation: 'payout' });
      find('#result').textContent = `Payout ${result.status}`;
      if (result.status === 'success') await showReconciled(merchantReference);
    } catch (error) {
      find('#result').textContent = isRailkitError(error) ? `${error.code}: ${error.message}` : String(error);
    }
  });
}

void start();
