import { fileURLToPath } from 'node:url';

/**
 * Debian's Firefox ESR, driven by Playwright over WebDriver BiDi (its `moz-firefox` channel), through
 * firefox-esr.mjs, which forgives the three emulation commands this ESR does not know yet.
 */
export const firefoxLaunchOptions = {
  channel: 'moz-firefox',
  executablePath: fileURLToPath(new URL('./firefox-esr.mjs', import.meta.url)),
};
