// @ts-check
/**
 * The demo's pages: ONE list, which every page's header is built from (each page loads this module),
 * so a new page joins the navigation of all the others with one entry here. Its name and the one line
 * that says what it demonstrates are texts of the demo's catalogues (`page.<name>.title`, `.summary`).
 */
import { direction, fill, languages, locale, localized, t } from './texts.js';
import { icon } from './icons.js';

/**
 * @typedef {object} DemoPage
 * @property {string} path
 * @property {import('./icons.js').IconName} icon
 */

/** @type {DemoPage[]} */
export const demoPages = [
  { path: '/payout.html', icon: 'bank' },
  { path: '/script-tag.html', icon: 'code' },
  { path: '/checkout.html', icon: 'card' },
  { path: '/checkout-drop-in.html', icon: 'card' },
  { path: '/checkout-secure.html', icon: 'lock' },
  { path: '/checkout-methods.html', icon: 'bank' },
  { path: '/script-tag-checkout.html', icon: 'code' },
  { path: '/react.html', icon: 'code' },
  { path: '/vue.html', icon: 'code' },
];

/**
 * A page's title or summary in the page's language.
 * @param {DemoPage} page
 * @param {'title' | 'summary'} part
 */
export function pageText(page, part) {
  const name = page.path.slice(1, -'.html'.length);
  return t(/** @type {import('./i18n/en.js').DemoTextKey} */ (`page.${name}.${part}`));
}

/** Puts the shared header (brand, page links, languages, the page's one line) above the page. */
export function renderShell() {
  document.documentElement.lang = locale;
  document.documentElement.dir = direction;
  const current = demoPages.find((page) => page.path === location.pathname);
  const header = document.createElement('header');
  header.className = 'site-header';
  header.innerHTML = `
    <div class="bar">
      <a class="brand" href="${localized('/payout.html')}">${icon('logo')}<span></span></a>
      <nav class="pages"><ul></ul></nav>
      <details class="languages"><summary></summary><nav><ul></ul></nav></details>
    </div>
    <p class="page-summary"></p>`;
  fill(/** @type {HTMLElement} */ (header.querySelector('.brand span')), 'shell.brand');
  header.querySelector('.pages')?.setAttribute('aria-label', t('shell.pages'));
  header.querySelector('.languages nav')?.setAttribute('aria-label', t('shell.language'));
  const language = languages.find(([code]) => code === locale)?.[1] ?? locale;
  /** @type {HTMLElement} */ (header.querySelector('.languages summary')).textContent =
    `${t('shell.language')}: ${language}`;
  header.querySelector('.pages ul')?.append(
    ...demoPages.map((page) => {
      const link = document.createElement('a');
      link.href = localized(page.path);
      link.innerHTML = icon(page.icon);
      link.append(pageText(page, 'title'));
      if (page === current) link.setAttribute('aria-current', 'page');
      return listItem(link);
    }),
  );
  header.querySelector('.languages ul')?.append(
    ...languages.map(([code, name]) => {
      const link = document.createElement('a');
      link.href = `${location.pathname}?lang=${code}`;
      link.lang = code;
      link.hreflang = code;
      link.textContent = name;
      if (code === locale) link.setAttribute('aria-current', 'true');
      return listItem(link);
    }),
  );
  const summary = /** @type {HTMLElement} */ (header.querySelector('.page-summary'));
  summary.textContent = current ? pageText(current, 'summary') : '';
  summary.hidden = !current;
  document.title = `${t('shell.brand')}: ${current ? pageText(current, 'title') : document.title}`;
  document.body.prepend(header);
}

/** @param {HTMLElement} content */
function listItem(content) {
  const item = document.createElement('li');
  item.append(content);
  return item;
}
