// The secure-fields acceptance page: what a merchant page holds and what a script on it can observe.
import type { ClientInitResponse } from '../src/api/schemas/client-config';
import type { CardElement } from '../src/core/card';
import { init } from '../src/core/init';
import '../src/card';

declare global {
  interface Window {
    /** Everything a script on this page saw: DOM events, callbacks, window messages, the token. */
    merchantSeen: unknown[];
  }
}

const seen: unknown[] = (window.merchantSeen = []);
// A curious script: every message that reaches this window, and every event the card element dispatches.
window.addEventListener('message', (event) => seen.push({ message: event.data, origin: event.origin }));
for (const type of ['rk-ready', 'rk-change', 'rk-focus', 'rk-blur', 'rk-submit']) {
  document.addEventListener(type, (event) => seen.push({ ...event, type }), true);
}

const params = new URLSearchParams(location.search);
const config = JSON.parse(decodeURIComponent(location.hash.slice(1))) as ClientInitResponse;
const app = document.querySelector('#app')!;

// The checkout lives in a shadow root of the merchant's own: secure fields must work there.
const shadow = app.attachShadow({ mode: 'open' });
const checkout = document.createElement('form');
checkout.className = 'stack';
checkout.noValidate = true;
const heading = document.createElement('h1');
heading.textContent = 'Checkout';
const emailLabel = document.createElement('label');
emailLabel.textContent = 'Email';
const email = document.createElement('input');
email.type = 'email';
email.autocomplete = 'email';
emailLabel.append(email);
const card = document.createElement('div');
const pay = document.createElement('button');
pay.type = 'submit';
pay.textContent = 'Pay';
const result = document.createElement('p');
result.setAttribute('role', 'status');
checkout.append(heading, emailLabel, card, pay, result);
shadow.append(checkout);

/** A frame of another origin (an ad, a widget) that tries to talk to the card frame and to this page. */
async function addForeignFrame(): Promise<void> {
  const foreign = document.createElement('iframe');
  foreign.title = 'Foreign widget';
  foreign.src = 'http://foreign.test/widget.html';
  const armed = new Promise<void>((resolve) =>
    window.addEventListener('message', (event) => {
      if (event.origin === 'http://foreign.test' && event.data === 'armed') resolve();
    }),
  );
  document.body.append(foreign);
  await armed;
}

async function start(): Promise<void> {
  if (params.has('foreign')) await addForeignFrame();
  // The merchant's look, which the frame must follow.
  const client = init(config, {
    locale: params.get('locale') ?? 'en',
    styles: { '--rk-radius': '0px', '--rk-color-error': 'rgb(180, 0, 90)' },
  });
  const element: CardElement = await client.dynamicElement({
    paymentMethod: { paymentMethodCode: 'card' },
    events: {
      onChange: (change) => seen.push({ callback: 'onChange', change }),
      onFocus: (event) => seen.push({ callback: 'onFocus', event }),
      onBlur: (event) => seen.push({ callback: 'onBlur', event }),
    },
  });
  element.mount(card);
  checkout.addEventListener('submit', (event) => {
    event.preventDefault();
    element.tokenize().then(
      (token) => {
        seen.push({ token });
        result.textContent = `Card ready: ${token.brand} ending in ${token.last4}`;
      },
      (error: Error) => {
        result.textContent = `Check the card details (${error.message})`;
      },
    );
  });
}

void start();
