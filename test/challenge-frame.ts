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
 * The SDK's 3-D Secure dialog's frame, once the platform's challenge page is in it. Its `load` may come
 * before a test can listen for it (on a busy machine it did), so this waits for the frame to show the
 * platform's origin, then for its load, or a moment if the load came first.
 */
export async function loadedChallengeFrame(): Promise<HTMLIFrameElement> {
  const frameOf = () => document.querySelector('rk-challenge')?.shadowRoot?.querySelector('iframe');
  await expect.poll(frameOf).toBeTruthy();
  const frame = frameOf()!;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  await expect.poll(() => showsAnotherOrigin(frame)).toBe(true);
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 300))]);
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
  await userEvent.keyboard('{Enter}');
}
