import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { HttpResponse } from './responses';

/**
 * Static bodies (the secure-fields frame's page and scripts, the schema documents) served compressed, as
 * a platform's CDN serves them: on a phone's network the frame's script is a third of its raw size to
 * download. Each body is compressed once, at the highest level, and kept: the API's own answers are not
 * compressed, so a request's CPU stays what it was.
 */

type Encoding = 'br' | 'gzip';

const compress: Record<Encoding, (body: string) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION }),
};

/** Under one TCP packet compression gains nothing a payer feels. */
const minimumBytes = 1_400;
/** Distinct bodies kept compressed: the frame's files and the schemas are a few hundred at most. */
const maximumKept = 512;
const kept: Record<Encoding, Map<string, Promise<Buffer>>> = { br: new Map(), gzip: new Map() };

/**
 * The encoding the client takes, brotli first: `accept-encoding` as browsers send it
 * (`gzip, deflate, br, zstd`), where `;q=0` refuses one.
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const item of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  return (['br', 'gzip'] as const).find((encoding) => accepted.has(encoding));
}

/**
 * `response` with its body (a string, or JSON) compressed in the encoding `req` accepts, when that gains
 * anything.
 */
export async function compressed(req: IncomingMessage, response: HttpResponse): Promise<HttpResponse> {
  const headers: Record<string, string> = { ...response.headers, vary: 'accept-encoding' };
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding || response.body === undefined) return { ...response, headers };
  const body = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  headers['content-type'] ??= 'application/json; charset=utf-8';
  if (Buffer.byteLength(body) < minimumBytes) return { ...response, body, headers };
  return {
    ...response,
    body: await compressedOnce(encoding, body),
    headers: { ...headers, 'content-encoding': encoding },
  };
}

function compressedOnce(encoding: Encoding, body: string): Promise<Buffer> {
  const bodies = kept[encoding];
  let result = bodies.get(body);
  if (!result) {
    if (bodies.size >= maximumKept) bodies.delete(bodies.keys().next().value!);
    result = compress[encoding](body);
    bodies.set(body, result);
    // A failed compression is not kept: the next request tries again.
    result.catch(() => bodies.delete(body));
  }
  return result;
}
