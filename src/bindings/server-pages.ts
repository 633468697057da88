import { renderToString as renderReact } from 'react-dom/server';
import { renderToString as renderVue } from 'vue/server-renderer';
import { reactPage, vueApp, type ServerPageSessions } from './test-pages';

// Node's half of the server-rendering tests (a browser command, vitest.config.ts).

/**
 * The server's HTML of a binding's page: run in Node, where `window` and `document` do not exist (nor
 * `customElements`, until Lit's server build puts its stand-in there as the core is imported).
 */
export async function renderOnServer(
  binding: 'react' | 'vue',
  sessions: ServerPageSessions,
): Promise<string> {
  const browserGlobals = ['window', 'document'].filter((name) => name in globalThis);
  if (browserGlobals.length) throw new Error(`not a server: ${browserGlobals.join(', ')} exist here`);
  return binding === 'react' ? renderReact(reactPage(sessions)) : renderVue(vueApp(sessions));
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** `renderOnServer()` run in Node, for the hydration tests (vitest.config.ts). */
    renderOnServer: (binding: 'react' | 'vue', sessions: ServerPageSessions) => Promise<string>;
  }
}
