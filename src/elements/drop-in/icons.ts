import { svg, type SVGTemplateResult } from 'lit';

/**
 * One glyph per kind of method, drawn inline (no request, nothing for a strict CSP to block) and hidden
 * from screen readers: the method's name beside it says what it is. Brand logos are the brands' to give.
 */

export type MethodKind = 'card' | 'direct' | 'redirect' | 'wallet';

// Functions, not templates: a tagged template at module top level is a call bundlers must keep.
const paths: Record<MethodKind, () => SVGTemplateResult> = {
  card: () => svg`<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 10h20M6 15h4"/>`,
  direct: () => svg`<path d="M3 10l9-6 9 6M5 10v8M10 10v8M14 10v8M19 10v8M3 20h18"/>`,
  redirect: () =>
    svg`<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>`,
  wallet: () => svg`<rect x="6" y="2" width="12" height="20" rx="2"/><path d="M11 18h2"/>`,
};

export function methodIcon(kind: MethodKind): SVGTemplateResult {
  return svg`<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths[kind]()}</svg>`;
}
