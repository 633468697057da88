// What the docs/frameworks.md snippet calls: the page's own way of showing the outcome.
import type { PayoutResult } from 'railkit';

export function showResult(result: PayoutResult): void {
  document.querySelector('#result')!.textContent = `Payout ${result.status}`;
}

export function showProblem(error: unknown): void {
  document.querySelector('#result')!.textContent = error instanceof Error ? error.message : String(error);
}
