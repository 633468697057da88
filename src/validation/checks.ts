import { ConfigurationError } from '../api/errors';
import { addEnglishTexts } from '../i18n/index';
import type { Check, CheckedField, CheckResult } from './check-result';
import { addFormatters, type Formatter } from './format';

/**
 * The `x-check` dispatch: a check's name -> the module that implements it, loaded on demand. A
 * schema naming `iban` loads the IBAN check; a German form never downloads the New Zealand rules.
 * Reading a schema starts the loads of every check it names and waits for none: a form renders at
 * once, a check joins when its module arrives, and a submit waits for them all (`checksSettled`).
 */

export type { Check, CheckedField, CheckResult } from './check-result';
/**
 * A check module: its checks by name, their English messages when they have their own, and the display
 * formats of the same names.
 */
type CheckModule = {
  checks: Readonly<Record<string, Check>>;
  messagesEn?: Readonly<Record<string, string>>;
  formatters?: Readonly<Record<string, Formatter>>;
  /** What the module needs before its checks run; iban's registry and national checks, outside a page. */
  ready?: () => Promise<void> | undefined;
  /**
   * Starts what a field naming the check will need (iban: the registry, for a field without formats),
   * resolving once it is in.
   */
  prepare?: (field: CheckedField) => Promise<void> | undefined;
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
/** The modules on their way or in, by check name; a failed download is forgotten, to be tried again. */
const loading = new Map<string, Promise<CheckModule>>();
/** Every check a schema named: until its module is in, a value passes it and a submit waits for it. */
const wanted = new Set<string>();
/** The loaded modules' `settled`, once each. */
const owed = new Set<() => Promise<void> | undefined>();

/** True when `name` is a check the dispatch knows. */
export function isKnownCheck(name: string): boolean {
  return Object.hasOwn(checkModules, name);
}

/** True while the module of check (or display format) `name` is on its way. */
export function isCheckPending(name: string | undefined): boolean {
  return name !== undefined && isKnownCheck(name) && !loaded.has(name);
}

/** The known check names, for error messages. */
export const checkNames = (): string[] => Object.keys(checkModules);

/**
 * Loads the module of check `name` (once) and, given the `field` that names it, what that field will
 * need. Its English messages and display formats come in the same module: one request per check, none
 * for the texts.
 */
export function loadCheck(name: string, field?: CheckedField): Promise<void> {
  if (!isKnownCheck(name)) return Promise.resolve();
  wanted.add(name);
  let module = loading.get(name);
  if (!module) {
    module = checkModules[name]!().then(install);
    module.catch(() => loading.delete(name));
    loading.set(name, module);
  }
  return module.then((installed) => field && installed.prepare?.(field));
}

async function install(module: CheckModule): Promise<CheckModule> {
  await module.ready?.();
  if (module.messagesEn) addEnglishTexts(module.messagesEn);
  if (module.formatters) addFormatters(module.formatters);
  if (module.settled) owed.add(module.settled);
  for (const [checkName, check] of Object.entries(module.checks)) loaded.set(checkName, check);
  return module;
}

/**
 * Resolves once every check a schema named is loaded and none waits for a download: a submit awaits it
 * before validating, so an IBAN typed before its check (or its country's check digits) arrived is checked
 * by them all the same. A download that failed is tried again; rejects when it fails again.
 */
export async function checksSettled(): Promise<void> {
  await Promise.all([...wanted].map((name) => loadCheck(name)));
  await Promise.all([...owed].map((settled) => settled()));
}

/**
 * Runs check `name` on a value of `field`. A check on its way passes until it arrives (a submit waits
 * for it). Throws `schema.invalid` for a name that is unknown or that no schema named.
 */
export function checkValue(name: string, value: string, field?: CheckedField): CheckResult {
  const check = loaded.get(name);
  if (check) return check(value, field);
  if (!wanted.has(name)) {
    throw new ConfigurationError(
      'schema.invalid',
      `The x-check "${name}" is not loaded.` +
        (import.meta.env.DEV
          ? ` Read the schema with readSchema() or resolveSchema() first; known checks: ${checkNames().join(', ')}.`
          : ''),
    );
  }
  return true;
}
