// The merchant server's settings a server block imports, as a merchant keeps them (the environment, a
// secret store): here the packaged sandbox's hosts and its seeded merchant.
import { sandbox } from '../harness-node.js';

export const { baseUrl, vaultUrl, clientId, clientSecret, workspaceId } = sandbox;
