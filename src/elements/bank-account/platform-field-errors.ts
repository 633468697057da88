import { isRailkitError, type PlatformHttpError } from '../../api/errors';
import { en } from '../../i18n/index';
import type { RkBankAccount } from './bank-account';

/*
 * What a refused instrument means for the form's fields. Its own chunk, loaded only when creating the
 * instrument failed: a form that is filled in right never downloads it.
 */

/**
 * Shows the platform's `request.param.invalid` errors on the fields they name (`reason.field`, with
 * or without the `data.` prefix), in the form's words; errors about no visible field stay out.
 */
export function showPlatformFieldErrors(element: RkBankAccount, error: unknown): void {
  if (!isRailkitError(error) || error.code !== 'platform.error') return;
  const visible = new Set(element.fieldPaths);
  const messages: Record<string, string> = {};
  for (const { code, reason } of (error as PlatformHttpError).platformErrors) {
    const path = typeof reason?.field === 'string' ? reason.field.replace(/^data\./, '') : '';
    if (code !== 'request.param.invalid' || !visible.has(path)) continue;
    const key = `error.${typeof reason?.rule === 'string' ? reason.rule : ''}`;
    messages[path] = element.text(key in en ? key : 'error.platform');
  }
  if (Object.keys(messages).length > 0) element.showServerErrors(messages);
}
