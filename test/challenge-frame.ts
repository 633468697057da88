import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';

/** Whether the frame shows another origin's page: its address no longer reads from here. */
function showsAnotherOrigin(frame: HTMLIFrameElement): boolean {
  try {
    void frame.contentWindow!.location.href;
    return false;
  } catch {
    return true;
  }
}

/**
 * Whether the frame's page has loaded: the browser reports a frame's document to its parent as a
 * resource timing entry when it loads, also for another origin's page.
 */
function hasLoaded(frame: HTMLIFrameElement): boolean {
  return performance
    .getEntriesByName(frame.src)
    .some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'iframe');
}

/**
 * The SDK's 3-D Secure dialog's frame, once the platform's challenge page has loaded in it (its buttons
 * take the keyboard only then). Its `load` may come before a test can listen for it (on a busy machine
 * it did), so the frame's resource timing entry counts as well.
 */
export async function loadedChallengeFrame(): Promise<HTMLIFrameElement> {
  const frameOf = () => document.querySelector('rk-challenge')?.shadowRoot?.querySelector('iframe');
  await expect.poll(frameOf).toBeTruthy();
  const frame = frameOf()!;
  let loaded = false;
  frame.addEventListener('load', () => (loaded = true), { once: true });
  await expect.poll(() => showsAnotherOrigin(frame)).toBe(true);
  await expect.poll(() => loaded || hasLoaded(frame), { timeout: 10_000 }).toBe(true);
  return frame;
}

/**
 * Completes the challenge by keyboard, as a payer may: from the dialog's heading (focused when it
 * opens; clicked first so this test's frame has the keyboard, whatever ran before it) past its Cancel
 * button to the issuer's Complete. A pointer click into the cross-origin frame misses in the runner.
 */
export async function completeChallengeByKeyboard(): Promise<void> {
  await userEvent.click(page.getByRole('heading', { name: 'Confirm the payment with your bank' }));
  await userEvent.tab();
  await userEvent.tab();
  // The Enter ends the challenge, and the SDK removes the frame that took it: the runner's key press
  // may then never be acknowledged (it hung a test in 1 run of 3), so the dialog's end also counts.
  const pressed = userEvent.keyboard('{Enter}').catch(() => undefined);
  const ended = expect
    .poll(() => document.querySelector('rk-challenge'), { timeout: 10_000 })
    .toBeNull()
    .catch(() => undefined);
  await Promise.race([pressed, ended]);
}
