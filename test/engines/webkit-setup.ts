// Vitest's global setup of the WebKit project (vitest.config.ts): WebKitWebDriver for the run.
export { startWebKitForVitest as setup } from './webkit';
