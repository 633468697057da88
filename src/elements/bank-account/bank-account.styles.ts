import { css } from 'lit';
import { ConfigurationError } from '../../core/errors';
import type { ElementStyles } from '../../core/dynamic-element';
import { styleEntryProblem } from '../../core/options';

/**
 * Default look: neutral, readable, light and dark. Every colour and size reads a public
 * `--rk-*` custom property first, so merchants theme the form without touching its markup.
 */
export const bankAccountStyles = css`
  :host {
    display: block;
    color-scheme: light dark;
    --_accent: var(--rk-color-accent, #1d4ed8);
    --_error: var(--rk-color-error, #b42318);
    --_text: var(--rk-color-text, #1f2937);
    --_muted: var(--rk-color-muted, #4b5563);
    --_background: var(--rk-color-background, #ffffff);
    --_border: var(--rk-color-border, #8a94a6);
    --_radius: var(--rk-radius, 6px);
    --_spacing: var(--rk-spacing, 12px);
    --_font-family: var(--rk-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_font-size: var(--rk-font-size, 1rem);
    font-family: var(--_font-family);
    font-size: var(--_font-size);
    color: var(--_text);
  }

  @media (prefers-color-scheme: dark) {
    :host {
      --_accent: var(--rk-color-accent, #93b4ff);
      --_error: var(--rk-color-error, #ff9b8f);
      --_text: var(--rk-color-text, #e5e7eb);
      --_muted: var(--rk-color-muted, #a7b0bf);
      --_background: var(--rk-color-background, #111827);
      --_border: var(--rk-color-border, #6b7280);
    }
  }

  :host([hidden]) {
    display: none;
  }

  form {
    display: grid;
    gap: var(--_spacing);
    margin: 0;
  }

  .field {
    display: grid;
    gap: calc(var(--_spacing) / 3);
  }

  label {
    font-weight: 600;
  }

  .optional,
  .description {
    color: var(--_muted);
    font-weight: normal;
    font-size: 0.875em;
  }

  input,
  select {
    box-sizing: border-box;
    width: 100%;
    min-height: 2.75em;
    padding: calc(var(--_spacing) / 2) calc(var(--_spacing) * 0.75);
    font: inherit;
    color: var(--_text);
    background: var(--_background);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  input[type='checkbox'] {
    width: auto;
    min-height: 0;
    accent-color: var(--_accent);
  }

  .checkbox {
    display: flex;
    gap: calc(var(--_spacing) / 2);
    align-items: center;
  }

  input:focus-visible,
  select:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 1px;
    border-color: var(--_accent);
  }

  [aria-invalid='true'] {
    border-color: var(--_error);
  }

  /* The error line keeps its height when empty: a message appearing on blur must not move the
     button the payer is pressing, or the click lands beside it. */
  .error {
    color: var(--_error);
    font-size: 0.875em;
    line-height: 1.4;
    min-height: 1.4em;
  }

  input:disabled,
  select:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  .progress {
    display: flex;
    gap: calc(var(--_spacing) / 2);
    align-items: center;
    color: var(--_muted);
  }

  .progress[hidden] {
    display: none;
  }

  .spinner {
    width: 1em;
    height: 1em;
    border: 2px solid var(--_border);
    border-top-color: var(--_accent);
    border-radius: 50%;
    animation: rk-spin 0.8s linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
    }
  }

  @keyframes rk-spin {
    to {
      transform: rotate(360deg);
    }
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
`;

/**
 * The merchant's `styles` as the text of a `:host { ... }` rule, checked first (the core checked them
 * already; an element built without it must not trust them either). Throws `options.invalid`.
 */
export function merchantStylesText(styles: ElementStyles): string {
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(styles)) {
    const problem = styleEntryProblem(name, value);
    if (problem) throw new ConfigurationError('options.invalid', `styles: ${problem}.`);
    declarations.push(`${name}: ${value.trim()};`);
  }
  return declarations.length ? `:host { ${declarations.join(' ')} }` : '';
}
