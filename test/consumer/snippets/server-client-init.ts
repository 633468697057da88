// README "Using the SDK": client init on the merchant's server, against the packaged sandbox.
import { check, sandbox } from './harness-node.js';

const { baseUrl, clientId, clientSecret, workspaceId } = sandbox;

/* snippet */

check(config.version === '1' && typeof config.data === 'string', 'clientInit answers { version, data }');
