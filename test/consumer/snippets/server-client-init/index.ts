// README "A payout": client init on the merchant's server, against the packaged sandbox.
import { check } from '../harness-node.js';

/* snippet */

check(config.version === '1' && typeof config.data === 'string', 'clientInit answers { version, data }');
