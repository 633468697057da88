// @ts-check
/**
 * The demo's pages: ONE list, which every page's header is built from (each page loads this module),
 * so a new page joins the navigation of all the others with one entry here. Each entry says in one
 * line, in each of the demo's languages, what the page demonstrates.
 */
import { direction, fill, languages, locale, localized, t } from './texts.js';
import { icon } from './icons.js';

/**
 * @typedef {object} DemoPage
 * @property {string} path
 * @property {import('./icons.js').IconName} icon
 * @property {Record<'en' | 'de' | 'ar', string>} title
 * @property {Record<'en' | 'de' | 'ar', string>} summary
 */

/** @type {DemoPage[]} */
export const demoPages = [
  {
    path: '/payout.html',
    icon: 'bank',
    title: { en: 'Payout', de: 'Auszahlung', ar: 'الدفعات' },
    summary: {
      en: 'A payout to a bank account in 145 countries, with the SDK imported as an ES module.',
      de: 'Eine Auszahlung auf ein Bankkonto in 145 Ländern, mit dem SDK als ES-Modul importiert.',
      ar: 'دفعة إلى حساب مصرفي في 145 بلدًا، مع استيراد حزمة SDK كوحدة ES.',
    },
  },
  {
    path: '/script-tag.html',
    icon: 'code',
    title: { en: 'Script tag', de: 'Script-Tag', ar: 'وسم السكربت' },
    summary: {
      en: 'The same payout with no bundler: one <script> with its integrity hash defines window.Railkit.',
      de: 'Dieselbe Auszahlung ohne Bundler: ein <script> mit Integritäts-Hash definiert window.Railkit.',
      ar: 'الدفعة نفسها بلا أداة تجميع: وسم ‎<script>‎ واحد مع بصمة السلامة يعرّف window.Railkit.',
    },
  },
  {
    path: '/checkout.html',
    icon: 'card',
    title: { en: 'Card checkout', de: 'Kartenzahlung', ar: 'الدفع بالبطاقة' },
    summary: {
      en: 'A card payment with the card form in this page, encrypted here before it is sent.',
      de: 'Eine Kartenzahlung mit dem Kartenformular in dieser Seite, hier vor dem Senden verschlüsselt.',
      ar: 'دفع بالبطاقة ونموذج البطاقة داخل هذه الصفحة، ويُشفَّر هنا قبل إرساله.',
    },
  },
  {
    path: '/checkout-drop-in.html',
    icon: 'card',
    title: { en: 'Drop-in', de: 'Zahlungsauswahl', ar: 'الواجهة الجاهزة' },
    summary: {
      en: 'Every method of the payer’s country in one element: cards, bank debits, redirects and wallets.',
      de: 'Alle Zahlungsarten des Landes in einem Element: Karten, Lastschriften, Weiterleitungen und Wallets.',
      ar: 'كل طرق الدفع في بلد المشتري في عنصر واحد: البطاقات والخصم المصرفي وإعادة التوجيه والمحافظ.',
    },
  },
  {
    path: '/checkout-secure.html',
    icon: 'lock',
    title: { en: 'Secure fields', de: 'Sichere Felder', ar: 'الحقول الآمنة' },
    summary: {
      en: 'The same card payment with the form in the vault’s frame: card data never touches this page.',
      de: 'Dieselbe Kartenzahlung mit dem Formular im Frame des Tresors: Kartendaten berühren diese Seite nie.',
      ar: 'الدفع نفسه بالبطاقة والنموذج داخل إطار الخزنة: بيانات البطاقة لا تلمس هذه الصفحة أبدًا.',
    },
  },
  {
    path: '/checkout-methods.html',
    icon: 'bank',
    title: { en: 'Every method', de: 'Alle Zahlarten', ar: 'كل طرق الدفع' },
    summary: {
      en: 'Checkout in six countries with every method the sandbox offers there: debits, Pix, UPI, iDEAL, PayPal…',
      de: 'Bezahlen in sechs Ländern mit jeder Zahlart, die die Sandbox dort anbietet: Lastschrift, Pix, UPI, iDEAL, PayPal…',
      ar: 'الدفع في ستة بلدان بكل طريقة تتيحها بيئة الاختبار هناك: الخصم المباشر وPix وUPI وiDEAL وPayPal…',
    },
  },
  {
    path: '/script-tag-checkout.html',
    icon: 'code',
    title: { en: 'Script-tag checkout', de: 'Script-Tag-Kasse', ar: 'الدفع بوسم السكربت' },
    summary: {
      en: 'A card payment with no bundler: the checkout <script> defines window.Railkit; 3-D Secure in a dialog.',
      de: 'Eine Kartenzahlung ohne Bundler: das Checkout-<script> definiert window.Railkit; 3-D Secure im Dialog.',
      ar: 'دفع بالبطاقة بلا أداة تجميع: وسم ‎<script>‎ للدفع يعرّف window.Railkit، والتحقق 3-D Secure في نافذة حوار.',
    },
  },
];

/** Puts the shared header (brand, page links, languages, the page's one line) above the page. */
export function renderShell() {
  document.documentElement.lang = locale;
  document.documentElement.dir = direction;
  const language = /** @type {'en' | 'de' | 'ar'} */ (locale);
  const current = demoPages.find((page) => page.path === location.pathname);
  const header = document.createElement('header');
  header.className = 'site-header';
  header.innerHTML = `
    <div class="bar">
      <a class="brand" href="${localized('/payout.html')}">${icon('logo')}<span></span></a>
      <nav class="pages"><ul></ul></nav>
      <nav class="languages"><ul></ul></nav>
    </div>
    <p class="page-summary"></p>`;
  fill(/** @type {HTMLElement} */ (header.querySelector('.brand span')), 'shell.brand');
  header.querySelector('.pages')?.setAttribute('aria-label', t('shell.pages'));
  header.querySelector('.languages')?.setAttribute('aria-label', t('shell.language'));
  header.querySelector('.pages ul')?.append(
    ...demoPages.map((page) => {
      const link = document.createElement('a');
      link.href = localized(page.path);
      link.innerHTML = icon(page.icon);
      link.append(page.title[language]);
      if (page === current) link.setAttribute('aria-current', 'page');
      return listItem(link);
    }),
  );
  header.querySelector('.languages ul')?.append(
    ...languages.map(([code, name]) => {
      const link = document.createElement('a');
      link.href = code === 'en' ? location.pathname : `${location.pathname}?lang=${code}`;
      link.lang = code;
      link.hreflang = code;
      link.textContent = name;
      if (code === locale) link.setAttribute('aria-current', 'true');
      return listItem(link);
    }),
  );
  const summary = /** @type {HTMLElement} */ (header.querySelector('.page-summary'));
  summary.textContent = current?.summary[language] ?? '';
  summary.hidden = !current;
  document.title = `${t('shell.brand')}: ${current?.title[language] ?? document.title}`;
  document.body.prepend(header);
}

/** @param {HTMLElement} content */
function listItem(content) {
  const item = document.createElement('li');
  item.append(content);
  return item;
}
