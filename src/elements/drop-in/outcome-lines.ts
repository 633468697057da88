import { html, nothing, type TemplateResult } from 'lit';

// The drop-in's lines about what is going on: the polite status line, the notice (an alert the element
// focuses, so the payer hears it and goes on from there), and "Checking your payment…" on a return page.

export interface Notice {
  kind: 'success' | 'error' | 'info';
  text: string | TemplateResult;
}

export function statusLine(text: string | TemplateResult): TemplateResult {
  return html`<p class="status" role="status">${text}</p>`;
}

export function noticeLine(notice: Notice | undefined): TemplateResult {
  return html`<p class="notice" role="alert" tabindex="-1" data-kind=${notice?.kind ?? nothing}>
    ${notice?.text ?? ''}
  </p>`;
}

/** All the drop-in shows while a return page reads the outcome: busy, focused, nothing to press. */
export function checkingLine(text: string): TemplateResult {
  return html`<p class="status checking" role="status" aria-busy="true" tabindex="-1">${text}</p>`;
}
