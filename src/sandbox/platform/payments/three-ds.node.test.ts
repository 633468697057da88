import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { PaymentCompositionItem, ThreeDSecure } from '../../../api/schemas/actions';
import type { ClientConfig } from '../../../api/schemas/client-config';
import { executionSchema } from '../../../api/schemas/execution';
import {
  authorizeBody,
  bearer,
  call,
  challengeAnswer,
  createSession,
  encryptedCard,
  errorFields,
  merchant,
  shopReturnInfo,
  testCards,
  useTestSandbox,
  type JsonResponse,
} from '../../node-test-helpers';
import { challengeEndedScript, type ChallengeEndedMessage } from './three-ds';

// The 3-D Secure challenge page knows how it is shown, as authorize said in `threeDSecure`: a challenge in
// a frame of the shop's page (the SDK's dialog) ends on the platform's own page and tells the shop's page
// by postMessage, to its origin only; a challenge by redirect sends the payer's window back to returnInfo.

const sandbox = useTestSandbox({ paymentSettleMs: 100 });
const shopOrigin = 'https://shop.example';

async function challengeFor(threeDSecure: ThreeDSecure | undefined) {
  const config = await createSession(sandbox, { workflowCode: 'checkout' });
  const response = await authorizeWith(config, threeDSecure ? { threeDSecure } : {});
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  return { config, url: `${sandbox.apiUrl}/sandbox/3ds/${config.execution.id}` };
}

/** A 3-D Secure card's authorize, with the shop's returnInfo given, as the demo's drop-in used to send. */
async function authorizeWith(
  config: ClientConfig,
  item: Partial<PaymentCompositionItem>,
): Promise<JsonResponse> {
  const body = authorizeBody(config, await encryptedCard(config, testCards.threeDs), item);
  expect(body.returnInfo).toEqual(shopReturnInfo);
  return call(config.execution.links.authorize!.href, { headers: bearer(config.token), body });
}

async function lastStatus(config: ClientConfig) {
  const response = await call(config.execution.links.self, { headers: merchant(sandbox) });
  return executionSchema.parse(response.body).status.at(-1);
}

function directive(response: Response, name: string): string | undefined {
  const policy = response.headers.get('content-security-policy') ?? '';
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

/** Runs the page's script as a framed page would, and returns what it posted to its parent, and where. */
function postedBy(html: string): { message: unknown; targetOrigin: unknown }[] {
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1];
  expect(script).toBe(challengeEndedScript);
  const data = (name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1];
  const posted: { message: unknown; targetOrigin: unknown }[] = [];
  const parent = {
    postMessage: (message: unknown, targetOrigin: unknown) => posted.push({ message, targetOrigin }),
  };
  const element = {
    dataset: {
      parentOrigin: data('parent-origin'),
      executionId: data('execution-id'),
      outcome: data('outcome'),
    },
  };
  const window = { parent };
  runInNewContext(script!, { window, document: { querySelector: () => element } });
  return posted;
}

describe('a challenge shown in a frame of the shop (threeDSecure.challenge "frame")', () => {
  it('may be framed by the shop only, and ends on its own page that posts "completed" to the shop', async () => {
    const { config, url } = await challengeFor({ challenge: 'frame', parentOrigin: shopOrigin });

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(directive(page, 'frame-ancestors')).toBe(`frame-ancestors ${shopOrigin}`);
    expect(await page.text()).not.toContain('<script');

    const answered = await fetch(url, challengeAnswer('complete'));
    // Never the shop's page inside the frame: no redirect to returnInfo, whatever authorize gave.
    expect(answered.status).toBe(200);
    expect(answered.headers.get('location')).toBeNull();
    expect(directive(answered, 'frame-ancestors')).toBe(`frame-ancestors ${shopOrigin}`);
    const hash = createHash('sha256').update(challengeEndedScript).digest('base64');
    expect(directive(answered, 'script-src')).toBe(`script-src 'sha256-${hash}'`);
    const html = await answered.text();
    expect(html).not.toContain(shopReturnInfo.success);
    expect(html).toContain('<h1>Payment confirmed</h1>');

    const message: ChallengeEndedMessage = {
      type: 'railkit:3ds-challenge-ended',
      executionId: config.execution.id,
      outcome: 'completed',
    };
    expect(postedBy(html)).toEqual([{ message, targetOrigin: shopOrigin }]);
    expect(await lastStatus(config)).toMatchObject({ code: 'authorizeSuccessful' });
  });

  it('posts "failed" when the payer fails it, still without leaving the frame', async () => {
    const { config, url } = await challengeFor({ challenge: 'frame', parentOrigin: shopOrigin });
    const answered = await fetch(url, challengeAnswer('fail'));

    expect(answered.status).toBe(200);
    expect(answered.headers.get('location')).toBeNull();
    const html = await answered.text();
    expect(html).toContain('<h1>Payment not confirmed</h1>');
    expect(postedBy(html)).toEqual([
      {
        message: { type: 'railkit:3ds-challenge-ended', executionId: config.execution.id, outcome: 'failed' },
        targetOrigin: shopOrigin,
      },
    ]);
    expect(await lastStatus(config)).toMatchObject({
      code: 'authorizeFailed',
      reason: { code: 'authentication.failed' },
    });
  });

  it('without a parentOrigin it posts nothing: a page in words, and the shop reads the execution', async () => {
    const { url } = await challengeFor({ challenge: 'frame' });
    expect(directive(await fetch(url), 'frame-ancestors')).toBeUndefined();

    const answered = await fetch(url, challengeAnswer('complete'));
    expect(answered.status).toBe(200);
    expect(directive(answered, 'script-src')).toBeUndefined();
    expect(await answered.text()).not.toContain('<script');
  });
});

describe('a challenge by redirect (threeDSecure.challenge "redirect")', () => {
  it('may not be framed, and sends the payer back to returnInfo.success', async () => {
    const { url } = await challengeFor({ challenge: 'redirect' });
    expect(directive(await fetch(url), 'frame-ancestors')).toBe(`frame-ancestors 'none'`);

    const answered = await fetch(url, challengeAnswer('complete'));
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe(shopReturnInfo.success);
  });

  it('sends a failed one to returnInfo.error', async () => {
    const { url } = await challengeFor({ challenge: 'redirect' });
    const answered = await fetch(url, challengeAnswer('fail'));
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe(shopReturnInfo.error);
  });

  it('unsaid (a server that does not say), it redirects as before and does not refuse a frame', async () => {
    const { url } = await challengeFor(undefined);
    expect(directive(await fetch(url), 'frame-ancestors')).toBeUndefined();
    const answered = await fetch(url, challengeAnswer('complete'));
    expect(answered.headers.get('location')).toBe(shopReturnInfo.success);
  });
});

describe('threeDSecure checks', () => {
  it('refuses a parentOrigin that is no origin, or one given with a redirect', async () => {
    const config = await createSession(sandbox, { workflowCode: 'checkout' });
    const withPath = await authorizeWith(config, {
      threeDSecure: { challenge: 'frame', parentOrigin: `${shopOrigin}/checkout` },
    });
    expect(withPath.status).toBe(400);
    expect(errorFields(withPath)).toEqual(['paymentComposition.0.threeDSecure.parentOrigin']);
    expect(JSON.stringify(withPath.body)).toContain('"rule":"origin"');

    const redirect = await authorizeWith(config, {
      threeDSecure: { challenge: 'redirect', parentOrigin: shopOrigin },
    });
    expect(redirect.status).toBe(400);
    expect(JSON.stringify(redirect.body)).toContain('"rule":"notAllowed"');
  });

  it('refuses threeDSecure on a method other than card', async () => {
    const config = await createSession(sandbox, { workflowCode: 'checkout' });
    const amount = config.amount!;
    const response = await call(config.execution.links.authorize!.href, {
      headers: bearer(config.token),
      body: {
        amount,
        returnInfo: shopReturnInfo,
        paymentComposition: [
          {
            paymentMethodCode: 'genericRedirect',
            integrationType: 'hpp',
            amount,
            threeDSecure: { challenge: 'frame', parentOrigin: shopOrigin },
          },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(errorFields(response)).toEqual(['paymentComposition.0.threeDSecure']);
  });
});
