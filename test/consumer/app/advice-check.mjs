/* global console, process */
// Which build `railkit` resolves to: `node advice-check.mjs production` imports the default one, whose
// error messages say what is wrong; `node --conditions=development advice-check.mjs development` (what
// Vite's dev server and other bundlers do in development) gets dist/development/, whose messages also
// say how to fix it. Exits non-zero with the reason on a mismatch.
import assert from 'node:assert/strict';

const expected = process.argv[2];
assert.ok(expected === 'production' || expected === 'development', 'pass production or development');
const { init } = await import('railkit');

let error;
try {
  init({ version: '1', data: 'e30=' }, { locale: 'not a language' });
} catch (thrown) {
  error = thrown;
}
assert.equal(error?.code, 'options.invalid', 'a wrong locale is refused with options.invalid');
assert.match(error.message, /init\(\) options\.locale: expected a BCP 47 language tag/, 'says what is wrong');
const advice = 'such as "en" or "de-AT"';
assert.equal(
  error.message.includes(advice),
  expected === 'development',
  `the ${expected} build ${expected === 'development' ? 'gives' : 'leaves out'} the advice: ${error.message}`,
);
console.log(`advice check: the ${expected} build of railkit resolves and words its errors as it should`);
