import { css, unsafeCSS, type CSSResultGroup } from 'lit';
import themeText from '../theme.css?inline';

/**
 * The drop-in's look: the theme's custom properties, the list, the express buttons and the notices. A
 * function, which the element's `styles` getter calls once: a tagged template at the top of a module
 * is an effect bundlers must keep, even where the drop-in goes unused.
 */
export function checkoutStyles(): CSSResultGroup {
  return [
    unsafeCSS(themeText),
    css`
      fieldset {
        display: grid;
        gap: calc(var(--_spacing) / 2);
        border: 0;
        margin: 0;
        padding: 0;
      }
      legend {
        font-weight: 600;
        margin-block-end: calc(var(--_spacing) / 2);
      }
      .choice {
        display: flex;
        align-items: center;
        gap: var(--_spacing);
        padding: calc(var(--_spacing) / 1.5) var(--_spacing);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_background);
        cursor: pointer;
      }
      .choice:has(input:checked) {
        border-color: var(--_accent);
        box-shadow: 0 0 0 1px var(--_accent);
      }
      .choice:has(input:focus-visible) {
        outline: 2px solid var(--_accent);
        outline-offset: 2px;
      }
      /* A two-line name must not shrink the glyph beside it. */
      .choice svg {
        flex-shrink: 0;
      }
      input[type='radio'] {
        accent-color: var(--_accent);
        margin: 0;
      }
      .explanation,
      .status {
        color: var(--_muted);
        margin: 0;
      }
      .notice {
        margin: 0;
        font-weight: 600;
      }
      .notice:empty,
      .status:empty {
        display: none;
      }
      .notice[data-kind='error'] {
        color: var(--_error);
      }
      button {
        min-height: 2.75em;
        padding: 0 calc(var(--_spacing) * 1.5);
        border: 0;
        border-radius: var(--_radius);
        background: var(--_accent);
        color: var(--_background);
        font: inherit;
        font-weight: 600;
        cursor: pointer;
      }
      .express {
        display: grid;
        gap: calc(var(--_spacing) / 2);
      }
      .express button {
        width: 100%;
      }
      .save {
        display: flex;
        align-items: center;
        gap: calc(var(--_spacing) / 2);
        cursor: pointer;
      }
      .save input {
        accent-color: var(--_accent);
        margin: 0;
      }
      .remove,
      .keep {
        justify-self: start;
        background: none;
        color: var(--_accent);
        border: 1px solid var(--_border);
      }
      .confirm {
        display: grid;
        gap: calc(var(--_spacing) / 2);
        padding: var(--_spacing);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
      }
      .confirm p {
        margin: 0;
      }
      .confirm-actions {
        display: flex;
        flex-wrap: wrap;
        gap: calc(var(--_spacing) / 2);
      }
      .confirm-remove {
        background: var(--_error);
      }
      button[aria-disabled='true'] {
        opacity: 0.6;
        cursor: progress;
      }
      button:focus-visible {
        outline: 2px solid var(--_accent);
        outline-offset: 2px;
      }
    `,
  ];
}
