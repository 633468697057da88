import { execSync } from 'node:child_process';
import { startSandbox } from '/work/main/src/sandbox/index';
const s = await startSandbox({ port: 0, vaultPort: 0, quiet: true });
const api = s.apiUrl, vault = s.vaultUrl;
const sh = (c: string) => execSync(c, { encoding: 'utf8', shell: '/bin/bash' });
try {
  const token = JSON.parse(sh(`curl -s -X POST ${api}/auth/token -d grant_type=client_credentials -d client_id=demo-merchant -d client_secret=demo-secret`)).access_token;
  console.log('token', token.slice(0, 20));
  const init = sh(`curl -s -X POST ${api}/merchant/client/init -H "authorization: Bearer ${token}" -H "content-type: application/json" -H "x-idempotency-key: $(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid)" -d '{"type":"dropIn","workflowCode":"payout","holderReference":"customer-42","merchantReference":"order-1001","workspaceId":"6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f","amount":{"value":"125.50","currency":"EUR"},"meta":{"order":{"placement":{"country":{"code":"DE"}}}}}'`);
  console.log(init.slice(0, 80));
  console.log(sh(`curl -s ${api}/merchant/workspaces -H "x-api-key: sk_test_demo"`).slice(0, 120));
  const vt = JSON.parse(sh(`curl -s -X POST ${vault}/auth/token -d grant_type=client_credentials -d client_id=demo-merchant -d client_secret=demo-secret -d scope=vaultrecords:tokenize`)).access_token;
  console.log(sh(`curl -s -X POST ${vault}/records/tokenize -H "authorization: Bearer ${vt}" -H "content-type: application/json" -d '{"records":[{"type":"card","fields":{"cardNumber":{"value":"4111111111111111"}}}]}'`).slice(0, 200));
  console.log(sh(`curl -s ${api}/openapi.json | head -c 150`));
} finally { await s.close(); }
