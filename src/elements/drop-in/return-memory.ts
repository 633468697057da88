// The redirect method a payer left the drop-in's page for, kept in this tab's sessionStorage by
// execution, so the return page can name it after a cancel or a decline there.

/** Where the drop-in notes the redirect method a payer left for, by execution, to name it on their return. */
const leftForKey = (executionId: string) => `railkit:left-for:${executionId}`;

/** Notes the method before the page leaves for it; without storage (blocked), the return names none. */
export function rememberLeftFor(executionId: string, code: string): void {
  try {
    sessionStorage.setItem(leftForKey(executionId), code);
  } catch {
    // Storage refused: the notice on return says what happened without naming the method.
  }
}

export function recallLeftFor(executionId: string): string | undefined {
  try {
    return sessionStorage.getItem(leftForKey(executionId)) ?? undefined;
  } catch {
    return undefined;
  }
}
