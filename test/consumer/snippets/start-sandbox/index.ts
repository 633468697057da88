// docs/sandbox-api.md "Starting it from code": railkit/sandbox in a merchant's own Node tests, on free
// ports, then closed.
import { check } from '../harness-node.js';

/* snippet */

const freePort = /^http:\/\/127\.0\.0\.1:[1-9]\d*$/;
check(freePort.test(apiUrl) && freePort.test(vaultUrl) && apiUrl !== vaultUrl, 'both hosts got free ports');
check(credentials.apiKey === 'sk_test_demo', 'the seeded merchant is named');
check(encryptionPrivateKeyPem.startsWith('-----BEGIN PRIVATE KEY-----'), 'the decryption key is a PEM');
const answered = await fetch(`${apiUrl}/health`).then(
  () => true,
  () => false,
);
check(!answered, 'close() has stopped it');
