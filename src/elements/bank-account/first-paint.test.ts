import { afterAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ValidationError } from '../../api/errors';
import { init } from '../../index';
import type { DynamicElement, RailkitClient } from '../../index';
import { checkModules } from '../../validation/checks';
import { rejectionOf } from '../../../test/rejections';
import { createTestSession } from '../../../test/sandbox-client';
import type { RkBankAccount } from './bank-account';

/*
 * A prepared schema's form (contract 5: no `$ref`, the IBAN field with its country's format) paints from
 * the lookup alone, without waiting for its checks' modules, and a submit waits for them. The IBAN
 * check's module is held back here, as a slow network would: it loads only once `releaseIbanCheck()` is
 * called. The tests run in order in one page, the first before anything could have loaded a module.
 */

let releaseIbanCheck!: () => void;
const ibanCheckReleased = new Promise<void>((resolve) => (releaseIbanCheck = resolve));
const loadIbanCheck = checkModules.iban!;
checkModules.iban = () => ibanCheckReleased.then(loadIbanCheck);

/** The requests of this page for a source module whose path contains `path`. */
const requestsFor = (path: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes(path));

const clients: RailkitClient[] = [];
afterAll(() => clients.forEach((client) => client.destroy()));

/** A German payout form through init(), mounted once it has painted. */
async function germanForm(): Promise<{ form: DynamicElement; element: RkBankAccount }> {
  const client = init(await createTestSession({ country: 'DE' }));
  clients.push(client);
  let painted!: () => void;
  const ready = new Promise<void>((resolve) => (painted = resolve));
  const form = await client.dynamicElement({
    paymentMethod: { paymentMethodCode: 'bankAccount' },
    events: { onReady: painted },
  });
  const container = document.createElement('div');
  document.body.append(container);
  form.mount(container);
  await ready;
  return { form, element: form.element as RkBankAccount };
}

/** Fills in (as a paste does) a German payee whose IBAN has wrong check digits (88 for 89). */
async function fillWrongCheckDigits(element: RkBankAccount): Promise<void> {
  const root = element.shadowRoot!;
  await userEvent.fill(root.querySelector<HTMLInputElement>('[name="holder.name"]')!, 'Zoë Müller');
  await userEvent.fill(
    root.querySelector<HTMLInputElement>('[name="account.iban"]')!,
    'DE88 3704 0044 0532 0130 00',
  );
}

/** What a settled promise came to within `ms`, or `pending`. */
function within(ms: number, promise: Promise<unknown>): Promise<'resolved' | 'rejected' | 'pending'> {
  return Promise.race([
    promise.then(
      () => 'resolved' as const,
      () => 'rejected' as const,
    ),
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);
}

describe("a prepared schema's form", () => {
  let heldErrors: Readonly<Record<string, string>>;

  it('paints before its IBAN check arrives; a submit waits for the check, then reports what it finds', async () => {
    const { form, element } = await germanForm();
    const iban = element.shadowRoot!.querySelector<HTMLInputElement>('[name="account.iban"]')!;
    await expect.element(page.getByLabelText('IBAN')).toBeVisible();
    // Without its formatter the input takes any length, so a pasted IBAN with spaces is not cut.
    expect(iban.hasAttribute('maxlength')).toBe(false);
    expect(requestsFor('/validation/iban.ts')).toEqual([]);

    await fillWrongCheckDigits(element);
    const submitted = form.tokenize();
    expect(await within(300, submitted)).toBe('pending');

    releaseIbanCheck();
    const error = await rejectionOf(submitted);
    expect(error).toBeInstanceOf(ValidationError);
    heldErrors = (error as ValidationError).fieldErrors;
    expect(heldErrors).toEqual({
      'account.iban': 'The check digits of this IBAN do not match: check it for typos.',
    });
    // The check joined: the input takes the IBAN's length with its spaces, and shows the error.
    await expect.element(page.getByLabelText('IBAN')).toHaveAttribute('maxlength', '27');
    await expect.element(page.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports the same errors as a form whose check was in before it painted', async () => {
    const { form, element } = await germanForm();
    await fillWrongCheckDigits(element);
    const error = await rejectionOf(form.tokenize());
    expect((error as ValidationError).fieldErrors).toEqual(heldErrors);
  });

  it('fetched no schema document, nor the resolver of $refs, nor the IBAN registry', () => {
    expect(requestsFor('/schemas/')).toEqual([]);
    expect(requestsFor('/schema-form/resolve.ts')).toEqual([]);
    expect(requestsFor('/validation/iban-registry.ts')).toEqual([]);
    expect(requestsFor('/validation/iban.ts')).toHaveLength(1);
  });
});
