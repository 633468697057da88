import type { PaymentCompositionItem } from '../../../api/schemas/actions';
import { validateInstrumentData, type ResolvedSchema } from '../../../schema-form';
import { resolveSchema } from '../../../schema-form/resolve';
import { HttpError, invalidParam, type ErrorItem } from '../../http/responses';
import { decideMethodOutcome, type AuthorizeOutcome } from '../shared/test-values';
import { methodSchemas, type SchemaMethodCode } from './method-schemas';
import { checkoutMethod, isSchemaMethod, walletTestTokens, type CheckoutMethod } from './methods';
import { itemPath } from './payments';

/**
 * Authorize with a method other than card (spec 4.2): the payer's instrument data checked against the
 * method's published schema (`instrumentData`), a wallet's one-time token (`paymentToken`), or nothing
 * for a redirect method, whose page decides. Answers what the authorization comes to.
 */

export const instrumentDataPath = `${itemPath}.instrumentData`;
export const paymentTokenPath = `${itemPath}.paymentToken`;

/** What a method's item decides: the outcome, and the name the fraud check screens. */
export interface MethodPayment {
  outcome: AuthorizeOutcome;
  holderName: string | undefined;
}

const resolved = new Map<string, Promise<ResolvedSchema>>();

/** The schemas are self-contained: nothing to fetch. */
async function noRemoteDocuments(url: string): Promise<unknown> {
  throw new Error(`The method schemas have no remote $ref (asked for ${url})`);
}

function resolvedSchema(apiUrl: string, code: SchemaMethodCode): Promise<ResolvedSchema> {
  const key = `${apiUrl}|${code}`;
  let schema = resolved.get(key);
  if (!schema) resolved.set(key, (schema = resolveSchema(methodSchemas[code](apiUrl), noRemoteDocuments)));
  return schema;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function notFor(method: CheckoutMethod, field: string, what: string): ErrorItem {
  return invalidParam(field, 'notAllowed', `${field} is not taken by "${method.code}": ${what}.`);
}

/** Fields of other families present on the item (a card's JWE on a Pix payment, say). */
function foreignFields(method: CheckoutMethod, item: PaymentCompositionItem): ErrorItem[] {
  const problems: ErrorItem[] = [];
  if (item.encryptedData !== undefined || item.paymentInstrumentId !== undefined) {
    problems.push(
      notFor(method, `${itemPath}.encryptedData`, 'encrypted data and stored instruments are for cards'),
    );
  }
  if (item.threeDSecure !== undefined) {
    problems.push(notFor(method, `${itemPath}.threeDSecure`, '3-D Secure is for cards'));
  }
  if (method.family !== 'direct' && item.instrumentData !== undefined) {
    problems.push(
      notFor(
        method,
        instrumentDataPath,
        "the payer gives their details on the provider's page or in the wallet",
      ),
    );
  }
  if (method.family !== 'wallet' && item.paymentToken !== undefined) {
    problems.push(notFor(method, paymentTokenPath, 'only wallets hand the page a one-time token'));
  }
  return problems;
}

async function instrumentDataProblems(
  apiUrl: string,
  code: SchemaMethodCode,
  data: unknown,
): Promise<ErrorItem[]> {
  if (!isRecord(data)) {
    return [
      invalidParam(
        instrumentDataPath,
        'required',
        `${instrumentDataPath} is required for "${code}": an object shaped as the option's clientConfig.instrumentDataSchema.`,
      ),
    ];
  }
  // The platform takes the electronic form only, as for bank accounts (the element normalises).
  const problems = validateInstrumentData(await resolvedSchema(apiUrl, code), data, { normalize: false });
  return Object.entries(problems).map(([path, problem]) => {
    const field = path === '' ? instrumentDataPath : `${instrumentDataPath}.${path}`;
    return invalidParam(field, problem.rule, `${field} breaks rule "${problem.rule}": ${problem.message}`);
  });
}

function walletTokenProblems(method: CheckoutMethod, token: unknown): ErrorItem[] {
  const expected = walletTestTokens[method.code as keyof typeof walletTestTokens];
  if (token === expected) return [];
  return [
    invalidParam(
      paymentTokenPath,
      token === undefined ? 'required' : 'walletToken',
      `${paymentTokenPath} must be the one-time token the ${method.displayName} sheet gave the page; the sandbox's test wallet gives "${expected}".`,
    ),
  ];
}

/** The name on a method's data the fraud check screens (account holder or payer). */
function holderNameOf(data: unknown): string | undefined {
  if (!isRecord(data)) return undefined;
  const account = isRecord(data.account) ? data.account.holderName : undefined;
  const payer = isRecord(data.payer) ? data.payer.name : undefined;
  const name = account ?? payer;
  return typeof name === 'string' ? name : undefined;
}

/** Checks a non-card item and decides its outcome; every problem at once as a 400. */
export async function authorizeMethodItem(
  apiUrl: string,
  item: PaymentCompositionItem,
  amountValue: string,
): Promise<MethodPayment> {
  const method = checkoutMethod(item.paymentMethodCode)!;
  const problems = foreignFields(method, item);
  if (isSchemaMethod(method.code)) {
    problems.push(...(await instrumentDataProblems(apiUrl, method.code, item.instrumentData)));
  }
  if (method.family === 'wallet') problems.push(...walletTokenProblems(method, item.paymentToken));
  if (problems.length > 0) throw new HttpError(400, problems);
  if (method.family === 'redirect') {
    return { outcome: { status: 'authorizePending', actionRequired: 'redirect' }, holderName: undefined };
  }
  return { outcome: decideMethodOutcome(amountValue), holderName: holderNameOf(item.instrumentData) };
}
