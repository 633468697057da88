// @ts-check
/**
 * The demo's icons, drawn inline as SVG (no image requests, nothing the strict CSP refuses): the brand,
 * the payment methods, the result kinds and the card brands. Decorative: hidden from assistive
 * technology, since the text beside each says the same.
 */

const paths = {
  logo: '<rect x="2" y="5" width="20" height="14" rx="3"/><path d="M2 10h20M6 15h4"/>',
  bank: '<path d="M3 10h18L12 4zM5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18"/>',
  code: '<path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16"/>',
  card: '<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 10h20M6 15h3"/>',
  lock: '<rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>',
  success: '<circle cx="12" cy="12" r="10"/><path d="M7 12.5l3.5 3.5L17 9"/>',
  failure: '<circle cx="12" cy="12" r="10"/><path d="M8.5 8.5l7 7M15.5 8.5l-7 7"/>',
  pending: '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>',
  unknown:
    '<circle cx="12" cy="12" r="10"/><path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5"/>',
};

/** @typedef {keyof typeof paths} IconName */

/** @param {IconName} name @returns {string} the icon's markup */
export function icon(name) {
  return `<svg class="icon icon-${name}" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths[name]}</svg>`;
}

/** The card brands the demo accepts, as small labelled badges (their names are read, not the art). */
export const cardBrands = /** @type {const} */ (['Visa', 'Mastercard', 'Amex']);

/** @param {string} brand @returns {string} a badge's markup */
export function brandBadge(brand) {
  return `<span class="brand-badge brand-${brand.toLowerCase()}">${brand}</span>`;
}
