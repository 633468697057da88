/**
 * What the WebDriver page (page.ts) runs inside each document it drives: Playwright's locator semantics
 * (by role, label, text and CSS, through open shadow roots), the states its assertions read, and a
 * recorder of the document's console problems. Bundled into one script by esbuild (script.ts) and
 * installed once per document as `window.__railkit`; WebDriver classic runs it in the page's own world.
 */
import { computeAccessibleName, getRole } from 'dom-accessibility-api';

/** A text to match, as Playwright's locators take it: a substring (any case) unless `exact`, or a pattern. */
export interface TextMatch {
  string?: string;
  regexSource?: string;
  regexFlags?: string;
  exact?: boolean;
}

export type Step =
  | { kind: 'css'; selector: string }
  | {
      kind: 'role';
      role: string;
      name?: TextMatch;
      checked?: boolean;
      level?: number;
      includeHidden?: boolean;
    }
  | { kind: 'label'; text: TextMatch }
  | { kind: 'text'; text: TextMatch }
  | { kind: 'filter'; hasText?: TextMatch; hasNotText?: TextMatch; has?: Step[]; visible?: boolean }
  | { kind: 'nth'; index: number };

/** The expected texts of a Playwright assertion (its `ExpectedTextValue`). */
export interface ExpectedText {
  string?: string;
  regexSource?: string;
  regexFlags?: string;
  matchSubstring?: boolean;
  ignoreCase?: boolean;
  normalizeWhiteSpace?: boolean;
}

export interface ExpectOptions {
  expectedText?: ExpectedText[];
  expectedNumber?: number;
  expectedValue?: { checked?: boolean };
  expressionArg?: string;
  useInnerText?: boolean;
}

export interface ConsoleEntry {
  type: 'error' | 'warning' | 'uncaught' | 'csp';
  text: string;
  url: string;
}

const normalize = (text: string) =>
  text
    .replace(/[\u200b\u00ad]/g, '')
    .trim()
    .replace(/\s+/g, ' ');

function textMatches(match: TextMatch, text: string): boolean {
  const normalized = normalize(text);
  if (match.regexSource !== undefined)
    return new RegExp(match.regexSource, match.regexFlags).test(normalized);
  const expected = normalize(match.string ?? '');
  return match.exact ? normalized === expected : normalized.toLowerCase().includes(expected.toLowerCase());
}

/** Every element under `root`, its shadow trees included, in tree order. */
function* deepElements(root: ParentNode): Generator<Element> {
  for (const child of Array.from(root.children)) {
    yield child;
    if (child.shadowRoot) yield* deepElements(child.shadowRoot);
    yield* deepElements(child);
  }
}

const silentTags = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD']);

/** The text a person reads in `node`: shadow trees as rendered, slots with what they show. */
function deepText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (!(node instanceof Element) || silentTags.has(node.tagName)) return '';
  if (node instanceof HTMLSlotElement) {
    const assigned = node.assignedNodes({ flatten: true });
    return (assigned.length ? assigned : Array.from(node.childNodes)).map(deepText).join('');
  }
  const children = node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes;
  return Array.from(children).map(deepText).join('');
}

/** The element's parent, crossing out of a shadow tree to its host. */
function parentOf(element: Element): Element | null {
  return element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
}

export function isVisible(element: Element): boolean {
  const style = getComputedStyle(element);
  if (style.visibility !== 'visible') return false;
  if (style.display === 'contents') return Array.from(element.children).some(isVisible);
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

function isHiddenForAria(element: Element): boolean {
  if (getComputedStyle(element).visibility === 'hidden') return true;
  for (let at: Element | null = element; at; at = parentOf(at)) {
    if (at.getAttribute('aria-hidden') === 'true' || getComputedStyle(at).display === 'none') return true;
  }
  return false;
}

function isChecked(element: Element): boolean | undefined {
  if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type))
    return element.checked;
  const aria = element.getAttribute('aria-checked');
  return aria === null ? undefined : aria === 'true';
}

function headingLevel(element: Element): number | undefined {
  const aria = Number(element.getAttribute('aria-level'));
  if (aria) return aria;
  const match = /^H([1-6])$/.exec(element.tagName);
  return match ? Number(match[1]) : undefined;
}

function matchesRole(element: Element, step: Extract<Step, { kind: 'role' }>): boolean {
  if (getRole(element) !== step.role) return false;
  if (!step.includeHidden && isHiddenForAria(element)) return false;
  if (step.checked !== undefined && isChecked(element) !== step.checked) return false;
  if (step.level !== undefined && headingLevel(element) !== step.level) return false;
  return !step.name || textMatches(step.name, computeAccessibleName(element));
}

/** The texts that label a form control: its `<label>`s, `aria-labelledby` and `aria-label`. */
function labelsOf(element: Element): string[] {
  const texts = Array.from((element as HTMLInputElement).labels ?? []).map(deepText);
  const root = element.getRootNode() as Document | ShadowRoot;
  for (const id of (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean)) {
    const labelling = root.getElementById(id);
    if (labelling) texts.push(deepText(labelling));
  }
  const ariaLabel = element.getAttribute('aria-label');
  if (ariaLabel) texts.push(ariaLabel);
  return texts;
}

/** Elements whose text matches, but none of whose children's does: the innermost that says it. */
function byText(scope: Element[], match: TextMatch): Element[] {
  const found: Element[] = [];
  for (const element of scope) {
    if (!textMatches(match, deepText(element))) continue;
    const children = element.shadowRoot ? element.shadowRoot.children : element.children;
    if (!Array.from(children).some((child) => textMatches(match, deepText(child)))) found.push(element);
  }
  return found;
}

function under(scopes: Element[] | null): Element[] {
  const roots: ParentNode[] = scopes ?? [document];
  const seen = new Set<Element>();
  for (const root of roots) {
    for (const element of deepElements(root)) seen.add(element);
    if (root instanceof Element && root.shadowRoot)
      for (const element of deepElements(root.shadowRoot)) seen.add(element);
  }
  return Array.from(seen);
}

/**
 * A selector's parts that each match within one tree: split at its descendant combinators (spaces
 * outside brackets, quotes and parentheses), the other combinators kept inside their part.
 */
function selectorParts(selector: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quote = '';
  for (const char of selector.trim()) {
    if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    if (/\s/.test(char) && !quote && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts.reduce<string[]>((joined, part) => {
    const previous = joined.at(-1);
    if (previous && (/[>+~]$/.test(previous) || /^[>+~]/.test(part)))
      joined[joined.length - 1] = `${previous} ${part}`;
    else joined.push(part);
    return joined;
  }, []);
}

/** CSS as Playwright reads it: a descendant combinator also reaches into shadow trees. */
function byCss(scopes: Element[] | null, selector: string): Element[] {
  return selectorParts(selector).reduce<Element[] | null>(
    (found, part) => under(found).filter((element) => element.matches(part)),
    scopes,
  )!;
}

function applyStep(scopes: Element[] | null, step: Step): Element[] {
  switch (step.kind) {
    case 'css':
      return byCss(scopes, step.selector);
    case 'role':
      return under(scopes).filter((element) => matchesRole(element, step));
    case 'label':
      return under(scopes).filter((element) =>
        labelsOf(element).some((text) => textMatches(step.text, text)),
      );
    case 'text':
      return byText(
        under(scopes).filter((element) => !silentTags.has(element.tagName)),
        step.text,
      );
    case 'filter':
      return (scopes ?? []).filter(
        (element) =>
          (!step.hasText || textMatches(step.hasText, deepText(element))) &&
          (!step.hasNotText || !textMatches(step.hasNotText, deepText(element))) &&
          (!step.has || resolveFrom([element], step.has).length > 0) &&
          (step.visible === undefined || isVisible(element) === step.visible),
      );
    case 'nth': {
      const all = scopes ?? [];
      const element = all.at(step.index);
      return element ? [element] : [];
    }
  }
}

function resolveFrom(scopes: Element[] | null, steps: Step[]): Element[] {
  return steps.reduce<Element[] | null>((found, step) => applyStep(found, step), scopes) ?? [];
}

export function resolve(steps: Step[]): Element[] {
  return resolveFrom(null, steps);
}

/** The element that has focus, looked for inside shadow roots; null when this document has no focus. */
function focusedElement(): Element | null {
  if (!document.hasFocus()) return null;
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function textOf(element: Element, useInnerText?: boolean): string {
  return useInnerText && element instanceof HTMLElement ? element.innerText : deepText(element);
}

function expectedMatches(expected: ExpectedText, received: string): boolean {
  const text = expected.normalizeWhiteSpace ? normalize(received) : received;
  if (expected.regexSource !== undefined) {
    const flags = `${expected.regexFlags ?? ''}${expected.ignoreCase && !expected.regexFlags?.includes('i') ? 'i' : ''}`;
    return new RegExp(expected.regexSource, flags).test(text);
  }
  let wanted = expected.string ?? '';
  if (expected.normalizeWhiteSpace) wanted = normalize(wanted);
  const [a, b] = expected.ignoreCase ? [text.toLowerCase(), wanted.toLowerCase()] : [text, wanted];
  return expected.matchSubstring ? a.includes(b) : a === b;
}

/** The state one element has, as the assertion named `expression` reads it. */
function readState(
  expression: string,
  element: Element,
  options: ExpectOptions,
): { matches: boolean; received: unknown } {
  const expected = options.expectedText?.[0] ?? {};
  const is = (matches: boolean, received: unknown = matches) => ({ matches, received });
  switch (expression) {
    case 'to.be.visible':
      return is(isVisible(element), isVisible(element) ? 'visible' : 'hidden');
    case 'to.be.hidden':
      return is(!isVisible(element), isVisible(element) ? 'visible' : 'hidden');
    case 'to.be.attached':
      return is(true, 'attached');
    case 'to.be.focused':
      return is(focusedElement() === element, focusedElement() === element ? 'focused' : 'inactive');
    case 'to.be.checked':
      return is(
        isChecked(element) === (options.expectedValue?.checked ?? true),
        isChecked(element) ? 'checked' : 'unchecked',
      );
    case 'to.be.disabled':
      return is(
        (element as HTMLInputElement).disabled === true || element.getAttribute('aria-disabled') === 'true',
      );
    case 'to.be.enabled':
      return is(
        !(
          (element as HTMLInputElement).disabled === true || element.getAttribute('aria-disabled') === 'true'
        ),
      );
    case 'to.be.empty':
      return is((element as HTMLInputElement).value === '' || normalize(deepText(element)) === '');
    case 'to.have.text': {
      const text = textOf(element, options.useInnerText);
      return is(expectedMatches(expected, text), text);
    }
    case 'to.have.value': {
      const value = (element as HTMLInputElement).value;
      return is(expectedMatches(expected, value), value);
    }
    case 'to.have.attribute': {
      return is(element.hasAttribute(options.expressionArg!));
    }
    case 'to.have.attribute.value': {
      const value = element.getAttribute(options.expressionArg!);
      return is(value !== null && expectedMatches(expected, value), value);
    }
    case 'to.have.accessible.name': {
      const name = computeAccessibleName(element);
      return is(expectedMatches(expected, name), name);
    }
    case 'to.have.css': {
      const value = getComputedStyle(element).getPropertyValue(options.expressionArg!);
      return is(expectedMatches(expected, value), value);
    }
    default:
      throw new Error(`The WebDriver page does not support expect's "${expression}" yet`);
  }
}

/** Reads what a Playwright assertion asks of the elements `steps` finds now: one pass, no waiting. */
export function check(
  steps: Step[],
  expression: string,
  options: ExpectOptions,
): { matches: boolean; received: unknown } {
  const elements = resolve(steps);
  if (expression === 'to.have.count')
    return { matches: elements.length === options.expectedNumber, received: elements.length };
  if (expression === 'to.have.text.array' || expression === 'to.contain.text.array') {
    const texts = elements.map((element) => textOf(element, options.useInnerText));
    const wanted = options.expectedText ?? [];
    const matches =
      texts.length === wanted.length &&
      wanted.every((expected, index) => expectedMatches(expected, texts[index]!));
    return { matches, received: texts };
  }
  if (elements.length > 1) throw new Error(`strict mode violation: ${elements.length} elements match`);
  const [element] = elements;
  if (!element) {
    const absentIsMatch = expression === 'to.be.hidden';
    return { matches: absentIsMatch, received: '<element(s) not found>' };
  }
  return readState(expression, element, options);
}

/** Records this document's console errors and warnings, uncaught errors and CSP violations from now on. */
export function recordConsole(): () => ConsoleEntry[] {
  const entries: ConsoleEntry[] = [];
  const url = location.href;
  for (const [method, type] of [
    ['error', 'error'],
    ['warn', 'warning'],
  ] as const) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      entries.push({ type, text: args.map(String).join(' '), url });
      original(...args);
    };
  }
  addEventListener('error', (event) =>
    entries.push({ type: 'uncaught', text: String(event.error?.message ?? event.message), url }),
  );
  addEventListener('unhandledrejection', (event) =>
    entries.push({
      type: 'uncaught',
      text: String((event.reason as Error | undefined)?.message ?? event.reason),
      url,
    }),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    entries.push({
      type: 'csp',
      text: `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      url,
    }),
  );
  return () => entries.splice(0);
}

/** What an action needs to know of the element `steps` finds: it, how many match, and its state. */
export function target(steps: Step[]) {
  const elements = resolve(steps);
  const [element] = elements;
  return {
    element,
    count: elements.length,
    visible: element ? isVisible(element) : false,
    enabled: element
      ? !(element as HTMLInputElement).disabled && element.getAttribute('aria-disabled') !== 'true'
      : false,
    checked: element ? isChecked(element) : undefined,
  };
}
