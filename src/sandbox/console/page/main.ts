/**
 * The console page's script (`/console/console.js`, built by `vite build --mode console`): defines the
 * console's elements. Not part of any SDK bundle: only the sandbox serves it.
 */
import { css } from 'lit';
import { ConsoleApp } from './console-app';
import { ControlScreen } from './control-screen';
import { ExecutionScreen } from './execution-screen';
import { ExecutionsScreen } from './executions-screen';
import { NotificationsScreen } from './notifications-screen';
import { RecordsScreen } from './records-screen';
import { RequestsScreen } from './requests-screen';

const elements: [string, CustomElementConstructor][] = [
  ['rk-console-executions', ExecutionsScreen],
  ['rk-console-execution', ExecutionScreen],
  ['rk-console-notifications', NotificationsScreen],
  ['rk-console-records', RecordsScreen],
  ['rk-console-requests', RequestsScreen],
  ['rk-console-control', ControlScreen],
  // Last: its screens are defined when it first renders one.
  ['rk-console', ConsoleApp],
];
// The page's own margin (no inline style: the page's policy allows its script's styles only).
document.adoptedStyleSheets = [
  ...document.adoptedStyleSheets,
  css`
    body {
      margin: 0;
    }
  `.styleSheet!,
];
for (const [tag, element] of elements) if (!customElements.get(tag)) customElements.define(tag, element);

declare global {
  interface HTMLElementTagNameMap {
    'rk-console': ConsoleApp;
    'rk-console-executions': ExecutionsScreen;
    'rk-console-execution': ExecutionScreen;
    'rk-console-notifications': NotificationsScreen;
    'rk-console-records': RecordsScreen;
    'rk-console-requests': RequestsScreen;
    'rk-console-control': ControlScreen;
  }
}
