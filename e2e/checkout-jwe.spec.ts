import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import nodeJose from 'node-jose';
import { cards, fillCard, hostings, payButton } from './checkout-support';

/*
 * Contract 7, checked from outside the SDK: the `encryptedData` of a real authorize request, captured
 * on the wire, decrypted with node-jose (not the SDK's jose) and the sandbox's private key.
 */

const privateKeyPem =
  process.env.RAILKIT_SANDBOX_ENCRYPTION_KEY ??
  readFileSync('e2e/fixtures/sandbox-encryption-key.pem', 'utf8');
const publicKeyBase64 = createPublicKey(privateKeyPem)
  .export({ type: 'spki', format: 'der' })
  .toString('base64');

interface Config {
  holderReference: string;
  vault: { encryptionPublicKey: string; keyId: string };
}

for (const { hosting, path } of hostings) {
  test(`encryptedData of a real authorize (${hosting}) decrypts with node-jose to the card of contract 7`, async ({
    page,
  }) => {
    await page.goto(path);
    const customer = `customer-${crypto.randomUUID().slice(0, 8)}`;
    await page.getByLabel('Customer reference').fill(customer);
    const session = page.waitForResponse((response) => response.url().endsWith('/api/checkouts'));
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const { config } = (await (await session).json()) as { config: { data: string } };
    const decoded = JSON.parse(Buffer.from(config.data, 'base64').toString('utf8')) as Config;
    expect(
      decoded.vault.encryptionPublicKey,
      'the demo sandbox must run with the e2e key (RAILKIT_SANDBOX_ENCRYPTION_KEY or e2e/fixtures)',
    ).toBe(publicKeyBase64);

    await fillCard(page, hosting, cards.approved);
    const sent = page.waitForRequest((request) => request.url().endsWith('/authorize'));
    await payButton(page).click();
    const body = (await sent).postDataJSON() as { paymentComposition: { encryptedData: string }[] };
    const jwe = body.paymentComposition[0]!.encryptedData;
    // No card digit travels outside the JWE (the JWE itself is random text that may hold any four digits).
    expect(JSON.stringify(body).replace(jwe, '')).not.toContain('4111');

    const key = await nodeJose.JWK.asKey(privateKeyPem, 'pem');
    const { plaintext, header } = await nodeJose.JWE.createDecrypt(key).decrypt(jwe);
    expect(header).toEqual({ alg: 'RSA-OAEP-256', enc: 'A256CBC-HS512', kid: decoded.vault.keyId });
    expect(JSON.parse(plaintext.toString('utf8'))).toEqual({
      cardNumber: '4111111111111111',
      expiryMonth: '12',
      expiryYear: '30',
      securityCode: '737',
      holderName: 'Ada Lovelace',
      holderReference: customer,
    });
    await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
  });
}
