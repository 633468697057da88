import { ConfigurationError } from '../../api/errors';
import type { ElementStyles } from '../../core/dynamic-element';
import { styleEntryProblem } from '../../core/options';

/**
 * The merchant's `styles` as the text of a `:host { ... }` rule, each entry checked again (the core
 * checked them, but the frame gets them through a message and must not trust them). Throws `options.invalid`.
 */
export function cardStylesText(styles: ElementStyles): string {
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(styles)) {
    const problem = styleEntryProblem(name, value);
    if (problem) throw new ConfigurationError('options.invalid', `styles: ${problem}.`);
    declarations.push(`${name}: ${value.trim()};`);
  }
  return declarations.length ? `:host { ${declarations.join(' ')} }` : '';
}
