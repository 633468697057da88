import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaymentCompositionItem } from '../../../api/schemas/actions';
import type { ClientConfig } from '../../../api/schemas/client-config';
import type { Instrument } from '../../../api/schemas/instrument';
import {
  bearer,
  call,
  createSession,
  encryptedCard,
  merchant,
  authorizeBody,
  useTestSandbox,
  waitForExecution,
  type JsonResponse,
} from '../../node-test-helpers';
import { sampleMethodData } from './methods';

const sandbox = useTestSandbox({ paymentSettleMs: 20 });

const euros = { value: '40.00', currency: 'EUR' };

function checkout(holderReference: string, amount = euros, country = 'DE'): Promise<ClientConfig> {
  return createSession(sandbox, { workflowCode: 'checkout', country, amount, holderReference });
}

function authorize(config: ClientConfig, item: Partial<PaymentCompositionItem>): Promise<JsonResponse> {
  const amount = config.amount!;
  return call(config.execution.links.authorize!.href, {
    headers: bearer(config.token),
    body: {
      amount,
      returnInfo: { success: 'https://shop.example/done' },
      paymentComposition: [{ integrationType: 'api', amount, ...item }],
    },
  });
}

const sepa = { paymentMethodCode: 'sepaDirectDebit', instrumentData: sampleMethodData.sepaDirectDebit };

function savedOf(config: ClientConfig, code: string): Instrument[] {
  const option = config.lookup.data.paymentCompositionOptions!.find((o) => o.paymentMethodCode === code);
  return option?.paymentInstruments ?? [];
}

function disable(id: string, headers: Record<string, string>): Promise<JsonResponse<Instrument>> {
  return call(`${sandbox.apiUrl}/payment/instruments/${id}/disable`, { method: 'POST', headers });
}

function ruleOf(response: JsonResponse): unknown {
  return (response.body as { errors: { reason?: { rule?: string } }[] }).errors.map((e) => e.reason?.rule);
}

async function savedMandate(holder: string): Promise<Instrument> {
  const first = await checkout(holder);
  expect((await authorize(first, { ...sepa, storeInstrument: true })).status).toBe(202);
  const [mandate] = savedOf(await checkout(holder), 'sepaDirectDebit');
  return mandate!;
}

describe('saved methods besides cards', () => {
  it('keeps a SEPA mandate, masked, and pays with it by id alone', async () => {
    const holder = `holder-${randomUUID()}`;
    const mandate = await savedMandate(holder);
    expect(mandate).toMatchObject({
      paymentMethodCode: 'sepaDirectDebit',
      status: 'enabled',
      displayName: 'IBAN •••• 3000',
      data: { account: { iban: 'DE89 **** **** **** 3000' } },
    });
    expect(JSON.stringify(mandate)).not.toContain('0532013000');

    const next = await checkout(holder);
    const paid = await authorize(next, {
      paymentMethodCode: 'sepaDirectDebit',
      paymentInstrumentId: mandate.id,
    });
    expect(paid.status).toBe(202);
    expect((await waitForExecution(next)).status.at(-1)?.code).toBe('authorizeSuccessful');
  });

  it('keeps nothing from a declined payment or without the payer’s consent', async () => {
    const holder = `holder-${randomUUID()}`;
    const declined = await checkout(holder, { value: '40.13', currency: 'EUR' });
    expect((await authorize(declined, { ...sepa, storeInstrument: true })).status).toBe(202);
    expect((await authorize(await checkout(holder), sepa)).status).toBe(202);
    expect(savedOf(await checkout(holder), 'sepaDirectDebit')).toEqual([]);
  });

  it('refuses storeInstrument on a method it cannot keep, and a saved method given with data', async () => {
    const holder = `holder-${randomUUID()}`;
    const brazil = await checkout(holder, { value: '40.00', currency: 'BRL' }, 'BR');
    const pix = await authorize(brazil, {
      paymentMethodCode: 'pix',
      instrumentData: sampleMethodData.pix,
      storeInstrument: true,
    });
    expect(pix.status).toBe(400);
    expect(ruleOf(pix)).toEqual(['notAllowed']);

    const mandate = await savedMandate(holder);
    const withData = await authorize(await checkout(holder), { ...sepa, paymentInstrumentId: mandate.id });
    expect(withData.status).toBe(400);
    expect(ruleOf(withData)).toEqual(['notAllowed']);
  });

  it('makes a PayPal agreement when the payer approves on its page, and none on cancel', async () => {
    const holder = `holder-${randomUUID()}`;
    const payPal = { paymentMethodCode: 'payPal', integrationType: 'hpp' as const, storeInstrument: true };
    const cancelled = await checkout(holder);
    const page = (await authorize(cancelled, payPal)).body as { links: { consumerWait: string } };
    expect(await (await fetch(page.links.consumerWait)).text()).toContain('billing agreement');
    await answer(page.links.consumerWait, 'cancel');
    expect(savedOf(await checkout(holder), 'payPal')).toEqual([]);

    const approved = await checkout(holder);
    const approvedPage = (await authorize(approved, payPal)).body as { links: { consumerWait: string } };
    await answer(approvedPage.links.consumerWait, 'approve');
    const [agreement] = savedOf(await checkout(holder), 'payPal');
    expect(agreement?.displayName).toMatch(/^h•••\w@sandbox\.railkit\.dev$/);

    // The agreement pays without the page: no consumerWait, an outcome by itself.
    const next = await checkout(holder);
    const paid = await authorize(next, {
      paymentMethodCode: 'payPal',
      integrationType: 'hpp',
      paymentInstrumentId: agreement!.id,
    });
    expect(paid.status).toBe(202);
    expect(paid.body).not.toHaveProperty('links.consumerWait');
    expect((await waitForExecution(next)).status.at(-1)?.code).toBe('authorizeSuccessful');
  });

  it('lets the payer remove a saved method: listed no more, refused by id, the same answer twice', async () => {
    const holder = `holder-${randomUUID()}`;
    const mandate = await savedMandate(holder);
    const session = await checkout(holder);
    const removed = await disable(mandate.id, bearer(session.token));
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: mandate.id, status: 'disabled' });
    expect(await disable(mandate.id, bearer(session.token))).toMatchObject({
      status: 200,
      body: removed.body,
    });

    const next = await checkout(holder);
    expect(savedOf(next, 'sepaDirectDebit')).toEqual([]);
    const refused = await authorize(next, {
      paymentMethodCode: 'sepaDirectDebit',
      paymentInstrumentId: mandate.id,
    });
    expect(refused.status).toBe(400);
    expect(ruleOf(refused)).toEqual(['disabled']);
  });

  it('lets the merchant remove one, and answers another holder 404', async () => {
    const holder = `holder-${randomUUID()}`;
    const mandate = await savedMandate(holder);
    const stranger = await checkout(`holder-${randomUUID()}`);
    expect((await disable(mandate.id, bearer(stranger.token))).status).toBe(404);
    expect(savedOf(await checkout(holder), 'sepaDirectDebit')).toHaveLength(1);

    const byMerchant = await disable(mandate.id, merchant(sandbox));
    expect(byMerchant).toMatchObject({ status: 200, body: { status: 'disabled' } });
    expect(savedOf(await checkout(holder), 'sepaDirectDebit')).toEqual([]);

    // Documented beside the spec's endpoints.
    const openapi = (
      await call<{ paths: Record<string, Record<string, { operationId: string }>> }>(
        `${sandbox.apiUrl}/openapi.json`,
      )
    ).body;
    expect(openapi.paths['/payment/instruments/{id}/disable']?.post?.operationId).toBe(
      'postPaymentInstrumentsByIdDisable',
    );
  });

  it('removes a saved card the same way', async () => {
    const holder = `holder-${randomUUID()}`;
    const first = await checkout(holder);
    const stored = await call(first.execution.links.authorize!.href, {
      headers: bearer(first.token),
      body: authorizeBody(first, await encryptedCard(first), { storeInstrument: true }),
    });
    expect(stored.status).toBe(202);
    const [card] = savedOf(await checkout(holder), 'card');
    const session = await checkout(holder);
    expect((await disable(card!.id, bearer(session.token))).body).toMatchObject({ status: 'disabled' });

    const next = await checkout(holder);
    expect(savedOf(next, 'card')).toEqual([]);
    const refused = await call(next.execution.links.authorize!.href, {
      headers: bearer(next.token),
      body: authorizeBody(next, undefined, { paymentInstrumentId: card!.id }),
    });
    expect(ruleOf(refused)).toEqual(['disabled']);
  });
});

function answer(url: string, choice: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice }).toString(),
    redirect: 'manual',
  });
}
