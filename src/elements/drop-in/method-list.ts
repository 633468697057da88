import { html, type TemplateResult } from 'lit';
import type { DropInChoice } from './choices';
import { methodIcon } from './icons';

// The drop-in's list of methods: native radios in a fieldset (arrow keys move and select, Tab leaves
// the group, the legend names it), each item a glyph of its kind and the method's name.

export interface MethodListProps {
  legend: string;
  choices: readonly DropInChoice[];
  selected: string | undefined;
  busy: boolean;
  labelOf(choice: DropInChoice): TemplateResult | string;
  onChoose(key: string): void;
}

export function methodList(props: MethodListProps): TemplateResult {
  return html`<fieldset aria-busy=${props.busy ? 'true' : 'false'}>
    <legend>${props.legend}</legend>
    ${props.choices.map((choice) => methodItem(choice, props))}
  </fieldset>`;
}

function methodItem(choice: DropInChoice, props: MethodListProps): TemplateResult {
  return html`<label class="choice"
    ><input
      type="radio"
      name="method"
      .value=${choice.key}
      .checked=${choice.key === props.selected}
      @change=${() => props.onChoose(choice.key)}
    />${methodIcon(choice.kind)}<span>${props.labelOf(choice)}</span></label
  >`;
}
