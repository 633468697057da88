import { describe, expect, it } from 'vitest';
import type { ClientInitResponse } from '../api/schemas/client-config';

// The bindings on a server (Node, no DOM): importing railkit/react and railkit/vue, and rendering every
// component with the frameworks' own server renderers. Hydrating that HTML is the browser tests' part
// (src/react/react.test.ts, src/vue/vue.test.ts).

const sessions = {
  payout: { version: '1', data: 'cGF5b3V0' } as ClientInitResponse,
  checkout: { version: '1', data: 'Y2hlY2tvdXQ=' } as ClientInitResponse,
};

describe('the bindings on a server', () => {
  it('import without touching window, document or customElements', async () => {
    const globals = () => ['window', 'document', 'customElements'].filter((name) => name in globalThis);
    expect(globals()).toEqual([]);
    const [react, vue] = await Promise.all([import('../react/index'), import('../vue/index')]);
    expect(Object.keys(react)).toEqual(
      expect.arrayContaining(['RailkitProvider', 'BankAccount', 'CardForm', 'DropIn', 'useRailkit']),
    );
    expect(Object.keys(vue)).toEqual(expect.arrayContaining(['RailkitProvider', 'railkit', 'useRailkit']));
    // Lit's server build puts its own stand-in of customElements there; nothing else appears.
    expect(globals().filter((name) => name !== 'customElements')).toEqual([]);
  });

  it('render every component as an empty container, with renderToString of React and of Vue', async () => {
    const { renderOnServer } = await import('./server-pages');
    for (const binding of ['react', 'vue'] as const) {
      const html = await renderOnServer(binding, sessions);
      for (const name of ['BankAccount', 'CardForm', 'PaymentMethodForm', 'DropIn']) {
        expect(html).toContain(`<div data-railkit="${name}"></div>`);
      }
      expect(html).not.toContain('rk-');
    }
  });
});
