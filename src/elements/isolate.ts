import { html, type TemplateResult } from 'lit';

/** Stands in for the value while the text is translated: a private-use character no text contains. */
const slot = '\uE000';

/**
 * A translated text with one placeholder's value in a `<bdi>`, for a value the platform or the payer
 * wrote (a stored card's name): isolated, it keeps its own order inside a sentence written the other
 * way. Unisolated, a name that has no Latin letter before its digits (`•••• 4242`) shows in Arabic as
 * `4242 ••••`. `translate` gets a stand-in for the value and returns the text; a text without the
 * placeholder shows as written.
 */
export function isolating(translate: (value: string) => string, value: string): TemplateResult {
  const [first, ...rest] = translate(slot).split(slot);
  return html`${first}${rest.map((part) => html`<bdi>${value}</bdi>${part}`)}`;
}
