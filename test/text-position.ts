/** Where `text` starts on screen, from the left, inside `element` (its first text node holding it). */
export function leftOf(element: Element, text: string): number {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    return range.getBoundingClientRect().left;
  }
  throw new Error(`no text "${text}"`);
}
