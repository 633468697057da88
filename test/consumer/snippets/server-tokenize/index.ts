// docs/sandbox.md "Calling it with curl and from Node": the server client tokenizes a card and lists report
// runs.
import { check } from '../harness-node.js';

const originalLog = console.log;
const logged: unknown[] = [];
console.log = (...values: unknown[]) => void logged.push(...values);

/* snippet */

console.log = originalLog;
check(records.length === 1 && records[0] && 'id' in records[0], 'tokenize answers one record');
check(logged.length > 0, 'reportRuns lists the seeded report runs');
