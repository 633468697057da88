import { html, type TemplateResult } from 'lit';

// The drop-in's views of saved methods: the payer's consent to save, and the two steps of a removal.
// Plain functions of what to show and what to call; the element (rk-checkout.ts) keeps the state.

/** "Save for my next payments": unticked until the payer ticks it. */
export function saveConsent(label: string, checked: boolean, onChange: (checked: boolean) => void) {
  return html`<label class="save"
    ><input
      type="checkbox"
      .checked=${checked}
      @change=${(event: Event) => onChange((event.target as HTMLInputElement).checked)}
    />${label}</label
  >`;
}

/** The texts of a removal, the method's name isolated in each (see `isolating`). */
export interface RemovalTexts {
  remove: TemplateResult;
  question: TemplateResult;
  keep: string;
  confirm: string;
}

export interface RemovalHandlers {
  ask(): void;
  keep(): void;
  confirm(): void;
}

/**
 * Under the chosen saved method: "Remove …", then the question with Remove and Keep it. Keep it comes
 * last, so Shift+Tab from it reaches Remove; it takes focus when the question opens (the element moves
 * it), as in an alert dialog, and Escape anywhere in the question keeps the method.
 */
export function removalView(
  texts: RemovalTexts,
  state: { confirming: boolean; busy: boolean },
  on: RemovalHandlers,
) {
  if (!state.confirming) {
    return html`<button type="button" class="remove" @click=${on.ask}>${texts.remove}</button>`;
  }
  const busy = state.busy ? 'true' : 'false';
  return html`<div
    class="confirm"
    role="group"
    aria-labelledby="remove-question"
    @keydown=${(event: KeyboardEvent) => {
      if (event.key !== 'Escape' || state.busy) return;
      event.preventDefault();
      on.keep();
    }}
  >
    <p id="remove-question">${texts.question}</p>
    <div class="confirm-actions">
      <button
        type="button"
        class="confirm-remove"
        aria-disabled=${busy}
        aria-busy=${busy}
        @click=${() => !state.busy && on.confirm()}
      >
        ${texts.confirm}
      </button>
      <button type="button" class="keep" aria-disabled=${busy} @click=${() => !state.busy && on.keep()}>
        ${texts.keep}
      </button>
    </div>
  </div>`;
}
