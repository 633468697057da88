import { html, type TemplateResult } from 'lit';

/**
 * One table of the console: in a box of its own that scrolls sideways on a narrow screen (a region,
 * named by `caption`, reachable by keyboard), the column names, a row per item; `empty` when none.
 */
export function table<Item>(
  caption: string,
  columns: string[],
  items: Item[],
  cells: (item: Item) => (TemplateResult | string)[],
  empty = 'None yet.',
): TemplateResult {
  if (items.length === 0) return html`<p class="muted">${empty}</p>`;
  return html`<div class="table" tabindex="0" role="region" aria-label=${caption}>
    <table>
      <thead>
        <tr>
          ${columns.map((column) => html`<th scope="col">${column}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${items.map(
          (item) =>
            html`<tr>
              ${cells(item).map((cell) => html`<td>${cell}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
