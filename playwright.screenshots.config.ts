import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run screenshots`: the demo's screens as PNG files in screenshots/ (see e2e/screens/). */
export default defineConfig({
  ...base,
  testDir: 'e2e/screens',
  testIgnore: [],
  timeout: 60_000,
});
