import { page, userEvent } from 'vitest/browser';

let clicks = 0;

/**
 * Runs `act` on the payer's click on a button: what a browser asks of a popup, which it blocks when
 * opened (or looked up by name) without one. WebKit does so under automation too. Resolves with its value.
 */
export async function onAClick<T>(act: () => T): Promise<T> {
  const button = document.body.appendChild(document.createElement('button'));
  button.textContent = 'Pay';
  button.dataset.testid = `click-${(clicks += 1)}`;
  const acted = new Promise<T>((resolve) =>
    button.addEventListener('click', () => resolve(act()), { once: true }),
  );
  await userEvent.click(page.getByTestId(button.dataset.testid));
  button.remove();
  return acted;
}
