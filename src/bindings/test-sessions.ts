import { createTestSession } from '../../test/sandbox-client';
import { postAsSession } from '../../test/sandbox-control';
import type { ClientInitResponse } from '../api/schemas/client-config';
import { init } from '../core/init';

// Sessions the bindings' browser tests share (src/react/react.test.ts, src/vue/vue.test.ts).

/**
 * A checkout session of a holder whose earlier payment saved a SEPA mandate: its drop-in lists
 * "Saved SEPA Direct Debit: IBAN •••• 3000", which the payer may remove.
 */
export async function sessionWithSavedMandate(): Promise<ClientInitResponse> {
  const holderReference = `holder-${crypto.randomUUID()}`;
  const amount = { value: '30.00', currency: 'EUR' };
  const earlier = init(await createTestSession({ workflowCode: 'checkout', amount, holderReference }));
  const item = { paymentMethodCode: 'sepaDirectDebit', integrationType: 'api', amount };
  const instrumentData = {
    account: { holderName: 'Erika Mustermann', iban: 'DE89370400440532013000' },
    mandate: { accepted: true },
  };
  const answer = await postAsSession(earlier.config, earlier.config.execution.links.authorize!.href, {
    amount,
    paymentComposition: [{ ...item, instrumentData, storeInstrument: true }],
  });
  earlier.destroy();
  if (answer.status !== 202) throw new Error(`the earlier payment answered ${answer.status}`);
  return createTestSession({ workflowCode: 'checkout', amount, holderReference });
}
