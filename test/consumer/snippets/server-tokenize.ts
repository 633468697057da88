// README "Sandbox alone and curl": the server client tokenizes a card and lists report runs.
import { check, sandbox } from './harness-node.js';

const { baseUrl, vaultUrl, clientId, clientSecret } = sandbox;
const value = '4111111111111111';
const originalLog = console.log;
const logged: unknown[] = [];
console.log = (...values: unknown[]) => void logged.push(...values);

/* snippet */

console.log = originalLog;
check(records.length === 1 && records[0] && 'id' in records[0], 'tokenize answers one record');
check(logged.length > 0, 'reportRuns lists the seeded report runs');
