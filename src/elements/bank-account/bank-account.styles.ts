import { unsafeCSS } from 'lit';
import themeText from '../theme.css?inline';
import stylesText from './bank-account.css?inline';
import { ConfigurationError } from '../../api/errors';
import type { ElementStyles } from '../../core/dynamic-element';
import { styleEntryProblem } from '../../core/options';

/**
 * Default look: neutral, readable, light and dark. Every colour and size reads a public
 * `--rk-*` custom property first, so merchants theme the form without touching its markup.
 * The CSS is a file of its own so that the build minifies it (`?inline` imports it as text).
 */
export const bankAccountStyles = [
  /* @__PURE__ */ unsafeCSS(themeText),
  /* @__PURE__ */ unsafeCSS(stylesText),
];

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
