import { ConfigurationError } from '../api/errors';
import { addEnglishTexts } from '../i18n/index';
import type { Check, CheckResult } from './check-result';
import { addFormatters, type Formatter } from './format';

/**
 * The `x-check` dispatch: a check's name -> the module that implements it, loaded on demand. A
 * schema naming `iban` loads the IBAN registry; a German form never downloads the New Zealand
 * rules. `resolveSchema` loads every check its schema names, so validation stays synchronous.
 */

export type { Check, CheckResult } from './check-result';
/**
 * A check module: its checks by name, their English messages when they have their own, and the display
 * formats of the same names.
 */
type CheckModule = {
  checks: Readonly<Record<string, Check>>;
  messagesEn?: Readonly<Record<string, string>>;
  formatters?: Readonly<Record<string, Formatter>>;
  /** What the module needs before its checks run; iban's national checks, outside a page. */
  ready?: () => Promise<void> | undefined;
  /** A download its checks still owe (iban's national check digits, wanted while they load). */
  settled?: () => Promise<void> | undefined;
};

const bankCodes = () => import('./bank-codes');

/**
 * Every check name and where it lives. Each module exports `checks`, keyed by these names. A check that
 * one feature alone uses is added here by that feature's module (`cpfCnpj`: `./pix-check`, registered by
 * railkit/checkout), so a payout bundle carries no line of it.
 */
export const checkModules: Record<string, () => Promise<CheckModule>> = {
  iban: () => import('./iban'),
  sortCode: bankCodes,
  abaRouting: bankCodes,
  ifsc: bankCodes,
  clabe: bankCodes,
  nuban: bankCodes,
  cpf: () => import('./cpf'),
  luhn: () => import('./luhn'),
  nzAccount: () => import('./nz-account'),
  cbu: () => import('./cbu'),
  rut: () => import('./rut'),
  cci: () => import('./cci'),
};

const loaded = new Map<string, Check>();
/** The loaded modules' `settled`, once each. */
const owed = new Set<() => Promise<void> | undefined>();

/** True when `name` is a check the dispatch knows. */
export function isKnownCheck(name: string): boolean {
  return Object.hasOwn(checkModules, name);
}

/** The known check names, for error messages. */
export const checkNames = (): string[] => Object.keys(checkModules);

/**
 * Loads the module of check `name` (once). Its English messages and display formats come in the same
 * module: one request per check, none for the texts.
 */
export async function loadCheck(name: string): Promise<void> {
  if (loaded.has(name) || !isKnownCheck(name)) return;
  const module = await checkModules[name]!();
  await module.ready?.();
  if (module.messagesEn) addEnglishTexts(module.messagesEn);
  if (module.formatters) addFormatters(module.formatters);
  if (module.settled) owed.add(module.settled);
  for (const [checkName, check] of Object.entries(module.checks)) loaded.set(checkName, check);
}

/**
 * Resolves once no loaded check waits for a download: a submit awaits it before validating, so an IBAN
 * pasted before its country's check digits arrived is checked by them all the same. Rejects when that
 * download fails.
 */
export async function checksSettled(): Promise<void> {
  await Promise.all([...owed].map((settled) => settled()));
}

/** Runs a loaded check. Throws `schema.invalid` for a name that is unknown or was never loaded. */
export function checkValue(name: string, value: string): CheckResult {
  const check = loaded.get(name);
  if (!check) {
    throw new ConfigurationError(
      'schema.invalid',
      `The x-check "${name}" is not loaded.` +
        (import.meta.env.DEV
          ? ` Resolve the schema with resolveSchema() first; known checks: ${checkNames().join(', ')}.`
          : ''),
    );
  }
  return check(value);
}
