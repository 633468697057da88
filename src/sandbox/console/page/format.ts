/** How the console writes what the sandbox answers: pure functions, in the browser's language. */

export interface Amount {
  value: string;
  currency: string;
}

export function money(amount: Amount | undefined): string {
  if (!amount) return '—';
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: amount.currency }).format(
      Number(amount.value),
    );
  } catch {
    return `${amount.value} ${amount.currency}`;
  }
}

export function time(iso: string | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

/** `payoutSuccessful` -> `Payout successful`: a status code as words. */
export function words(code: string): string {
  const spaced = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The console's address of an execution's timeline. */
export function executionLink(id: string): string {
  return `#/executions/${encodeURIComponent(id)}`;
}

/** A fresh idempotency key for one action of a person (kept while that action is retried). */
export function newKey(): string {
  return crypto.randomUUID();
}

/** A query string of the values that are set. */
export function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
