import { expect } from 'vitest';
import { busyShownAfterMs } from '../src/elements/busy-display';

const tasks = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A form's wait, through its handle's setBusy(): one shorter than busyShownAfterMs never greys the form
 * (no aria-busy, no disabled control at any moment), a longer one does until it ends.
 */
export async function expectWaitShownOnceItLasts(
  root: ShadowRoot,
  control: () => HTMLInputElement,
  setBusy: (busy: boolean) => void,
): Promise<void> {
  const form = root.querySelector('form')!;
  const shown: string[] = [];
  const observer = new MutationObserver(() => {
    if (form.getAttribute('aria-busy') === 'true') shown.push('aria-busy');
    if (control().disabled) shown.push('disabled');
  });
  observer.observe(root, { attributes: true, subtree: true });
  try {
    setBusy(true);
    await tasks(busyShownAfterMs / 5);
    setBusy(false);
    await tasks(busyShownAfterMs * 1.5);
    expect(shown).toEqual([]);

    setBusy(true);
    await expect.poll(() => form.getAttribute('aria-busy')).toBe('true');
    expect(control().disabled).toBe(true);
    setBusy(false);
    await expect.poll(() => form.getAttribute('aria-busy')).toBe('false');
    expect(control().disabled).toBe(false);
  } finally {
    observer.disconnect();
  }
}
