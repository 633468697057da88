import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../node-test-helpers';
import { maxBodyBytes } from './responses';

const sandbox = useTestSandbox();

/** POSTs `body` to client init with Node's fetch; the answer's status and error code, or the failure. */
async function postToClientInit(body: BodyInit): Promise<string> {
  try {
    const response = await fetch(`${sandbox.apiUrl}/merchant/client/init`, {
      method: 'POST',
      headers: {
        'x-api-key': sandbox.credentials.apiKey,
        'content-type': 'application/json',
        'x-idempotency-key': randomUUID(),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    const answer = (await response.json()) as { errors?: { code: string }[] };
    return `${response.status} ${answer.errors?.[0]?.code}`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return `failed: ${cause?.code ?? String(error)}`;
  }
}

/** A body streamed in 64 KB chunks with a pause between them: a client still uploading for a while. */
function slowBody(totalBytes: number, pauseMs: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (sent >= totalBytes) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe('the body limit answers 413 to the client (lingering close)', () => {
  it('a 5 MB body to client init gets 413 request.entity-too-large in 20 of 20 tries', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(5 * 1024 * 1024) });
    const answers: string[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) answers.push(await postToClientInit(body));
    expect(answers).toEqual(Array(20).fill('413 request.entity-too-large'));
  });

  it('also when the body has no length and the client uploads slower than the server answers', async () => {
    // About 1 s of upload past the limit: the old answer-and-close reset the connection under it.
    const answer = await postToClientInit(slowBody(maxBodyBytes + 4 * 1024 * 1024, 15));
    expect(answer).toBe('413 request.entity-too-large');
  });

  it('still serves the next request on a fresh connection', async () => {
    const response = await fetch(`${sandbox.apiUrl}/health`);
    expect(response.status).toBe(200);
  });
});
