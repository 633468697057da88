import { css, unsafeCSS, type CSSResultGroup } from 'lit';
import themeText from '../theme.css?inline';

/**
 * The card form's look. Every colour and size reads the same public `--rk-*` custom properties as the
 * bank-account form, so one `styles` option themes both, in the page and inside the secure-fields frame.
 * A function, which the form's `styles` getter calls once: a tagged template at module top level is a
 * call that bundlers keep even where the form goes unused.
 */
export const cardFormStyles = (): CSSResultGroup => [
  unsafeCSS(themeText),
  css`
    .row {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: var(--_spacing);
    }

    .field {
      display: grid;
      gap: calc(var(--_spacing) / 3);
      align-content: start;
    }

    label,
    legend {
      font-weight: 600;
    }

    .hint {
      color: var(--_muted);
      font-size: 0.875em;
    }

    .control {
      position: relative;
    }

    input[type='text'] {
      box-sizing: border-box;
      width: 100%;
      min-height: 2.75em;
      padding: calc(var(--_spacing) / 2) calc(var(--_spacing) * 0.75);
      font: inherit;
      font-size: var(--_field-font-size, 1em);
      font-variant-numeric: tabular-nums;
      color: var(--_text);
      background: var(--_background);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
    }

    /* Room for the brand badge at the end of the number field, on the side the text ends. */
    .number input {
      padding-inline-end: 4.5em;
    }

    /* Digits read left to right in every language; in a right-to-left form they sit on the right. */
    form[dir='rtl'] input[dir='ltr'] {
      text-align: right;
    }

    .brand {
      position: absolute;
      inset-block: 0;
      inset-inline-end: calc(var(--_spacing) * 0.75);
      display: flex;
      align-items: center;
      pointer-events: none;
    }

    .badge {
      padding: 0.1em 0.4em;
      font-size: 0.75em;
      font-weight: 700;
      letter-spacing: 0.02em;
      color: var(--_text);
      border: 1px solid var(--_border);
      border-radius: calc(var(--_radius) / 2);
      white-space: nowrap;
    }

    .badge svg {
      display: block;
      width: 1.75em;
      height: 1.25em;
    }

    fieldset {
      margin: 0;
      padding: 0;
      border: 0;
      display: grid;
      gap: calc(var(--_spacing) / 3);
    }

    .choice {
      display: flex;
      gap: calc(var(--_spacing) / 2);
      align-items: center;
    }

    input[type='radio'] {
      accent-color: var(--_accent);
    }

    input:focus-visible {
      outline: 2px solid var(--_accent);
      outline-offset: 1px;
      border-color: var(--_accent);
    }

    [aria-invalid='true'] {
      border-color: var(--_error);
    }

    /* The error line keeps its height when empty, so a message appearing on blur moves nothing. */
    .error {
      color: var(--_error);
      font-size: 0.875em;
      line-height: 1.4;
      min-height: 1.4em;
    }

    input:disabled {
      opacity: 0.6;
      cursor: progress;
    }

    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
      border: 0;
    }
  `,
];
