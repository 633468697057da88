import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  clientConfigGuard,
  clientInitResponseGuard,
  executionGuard,
  instrumentGuard,
} from './browser-schemas';
import { check } from './guards';
import type { Guard } from './guards';
import { formatIssues } from './issues';
import { actionResultGuard, errorResponseGuard } from './response-guards';
import { clientConfigSchema, clientInitResponseSchema } from './schemas/client-config';
import { errorResponseSchema } from './schemas/error';
import { actionResultSchema, executionSchema } from './schemas/execution';
import { instrumentSchema } from './schemas/instrument';

/*
 * Parity of the browser guards with the zod schemas they mirror: for every input, the same verdict, the
 * same output (unknown keys dropped or kept alike) and the same message. The inputs are valid documents
 * and every single-point change of them (each value replaced by each sample, each key removed, an
 * unknown key added), then random multi-point changes from a seeded generator.
 */

const uuid = '0b9b2c5e-3f7a-4d1e-9c8b-2a6f1e0d3c4b';
const time = '2026-11-21T10:10:00Z';
const url = 'http://127.0.0.1:4010/merchant/workflows/payout/executions/1';

const instrument = {
  id: uuid,
  holderId: '01890a5d-ac96-774b-bcce-b302099a8057',
  holderReference: 'holder-1',
  paymentMethodCode: 'bankAccount',
  status: 'enabled',
  displayName: 'DE89 **** 3000',
  fingerprint: 'f1',
  createdAt: time,
  data: { iban: 'DE89 **** 3000', nested: { any: [1, 'two'] } },
};

const execution = {
  id: uuid,
  workflowCode: 'payout',
  merchantReference: 'order-1',
  holderReference: 'holder-1',
  workspaceId: uuid,
  amount: { value: '125.50', currency: 'EUR' },
  status: [
    { code: 'created', time },
    {
      code: 'payoutFailed',
      time: '2026-11-21T10:10:01.5+05:30',
      reason: { code: 'payout.rejected', detail: 'x' },
    },
  ],
  actionRequired: 'payout',
  links: { self: url, payout: { method: 'POST', href: `${url}/payout` }, consumerWait: url, extra: 'kept' },
};

const config = {
  token: 'client-token',
  expiresAt: time,
  holderReference: 'holder-1',
  merchantReference: 'order-1',
  workspaceId: uuid,
  amount: { value: '10', currency: 'USD' },
  execution,
  lookup: {
    name: 'lookup',
    actionId: uuid,
    executedAt: time,
    data: {
      payoutCompositionOptions: [
        {
          id: 'opt-1',
          paymentMethodCode: 'bankAccount',
          integrationType: 'api',
          description: 'Bank account',
          clientConfig: { displayName: 'Bank', flow: 'direct', instrumentDataSchema: { type: 'object' } },
          paymentInstruments: [instrument],
        },
      ],
    },
  },
  vault: {
    url: 'http://127.0.0.1:4011',
    providerConfigId: uuid,
    encryptionPublicKey: 'key',
    keyId: 'k1',
    secureFieldsUrl: 'http://127.0.0.1:4011/fields',
    links: { saveInstrument: { method: 'POST', href: 'http://127.0.0.1:4011/instruments' } },
  },
};

const actionResult = {
  name: 'payout',
  actionId: uuid,
  executedAt: time,
  workspaceId: uuid,
  links: { execution: url, other: 1 },
};

const errorResponse = {
  errors: [
    { id: 'e1', code: 'request.invalid', detail: 'Bad.', docUrl: 'http://x/docs', reason: { field: 'a' } },
    { id: 'e2', code: 'other', detail: 'Worse.' },
  ],
};

/** What a value can be replaced by: wrong types, edge strings, and valid values of other fields. */
const samples: unknown[] = [
  undefined,
  null,
  0,
  1.5,
  true,
  '',
  'x-1',
  'z'.repeat(70),
  [],
  ['x'],
  {},
  { a: 1 },
  Object.create(null),
  new Date(0),
  uuid,
  time,
  '2026-11-21',
  url,
  'example.com',
  '125.50',
  '12,50',
  'EUR',
  'eur',
  'payoutSuccessful',
  'api',
  'hpp',
  '1',
  'lookup',
  'enabled',
  instrument,
  execution.status[0],
];

type Json = unknown;

/** Every path of a document's nodes, the root first. */
function pathsOf(value: Json, path: PropertyKey[] = []): PropertyKey[][] {
  const paths = [path];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...path, index])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...path, key]));
  }
  return paths;
}

/** A deep copy with the node at `path` replaced (or removed, for `remove`). */
function changed(document: Json, path: PropertyKey[], change: { remove: true } | { value: unknown }): Json {
  if (path.length === 0) return 'remove' in change ? undefined : change.value;
  const copy: Json = structuredClone(document);
  let parent = copy as Record<PropertyKey, unknown>;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<PropertyKey, unknown>;
  const last = path.at(-1)!;
  if ('remove' in change) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = change.value;
  return copy;
}

/** Valid document, every single-point change, then `randomCount` multi-point changes. */
function* inputsFrom(document: Json, randomCount: number): Generator<Json> {
  yield document;
  const paths = pathsOf(document);
  for (const path of paths) {
    for (const sample of samples) yield changed(document, path, { value: sample });
    yield changed(document, path, { remove: true });
    const node = path.reduce<Json>((at, segment) => (at as Record<PropertyKey, unknown>)[segment], document);
    if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      yield changed(document, [...path, 'unknownKey'], { value: 'extra' });
      yield changed(document, path, {
        value: JSON.parse(`{"__proto__": {"x": 1}, ${JSON.stringify(node).slice(1)}`),
      });
    }
  }
  // A small linear congruential generator: the same inputs on every run.
  let seed = 7;
  const random = (below: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % below);
  for (let run = 0; run < randomCount; run++) {
    let input = document;
    for (let changes = 1 + random(4); changes > 0; changes--) {
      const candidates = pathsOf(input).filter((path) => path.length > 0);
      if (candidates.length === 0) break;
      const path = candidates[random(candidates.length)]!;
      input =
        random(5) === 0
          ? changed(input, path, { remove: true })
          : changed(input, path, { value: samples[random(samples.length)] });
    }
    yield input;
  }
}

/**
 * zod's issues, less one quirk the guards do not copy: a length check also runs on a value of the wrong
 * type that has a length (`token: expected string, received array; token: expected at least 1 item(s)`).
 */
function zodProblems(issues: readonly z.core.$ZodIssue[], input: unknown): string {
  const wrongType = new Set(
    issues.filter((issue) => issue.code === 'invalid_type').map((issue) => JSON.stringify(issue.path)),
  );
  const kept = issues.filter(
    (issue) =>
      !(
        (issue.code === 'too_small' || issue.code === 'too_big') &&
        wrongType.has(JSON.stringify(issue.path))
      ),
  );
  return formatIssues(kept, input);
}

function expectParity(name: string, schema: z.ZodMiniType, guard: Guard<unknown>, document: Json): number {
  let count = 0;
  for (const input of inputsFrom(document, 1500)) {
    count++;
    const expected = schema.safeParse(input);
    const actual = check(guard, input);
    const label = `${name}: ${JSON.stringify(input)}`;
    expect(actual.ok, label).toBe(expected.success);
    if (expected.success && actual.ok) expect(actual.value, label).toStrictEqual(expected.data);
    if (!expected.success && !actual.ok) {
      expect(actual.problems, label).toBe(zodProblems(expected.error.issues, input));
    }
  }
  return count;
}

describe('browser guards against the zod schemas', () => {
  it.each([
    ['client config', clientConfigSchema, clientConfigGuard, config],
    [
      'client-init response',
      clientInitResponseSchema,
      clientInitResponseGuard,
      { version: '1', data: 'e30=' },
    ],
    ['execution', executionSchema, executionGuard, execution],
    ['action result', actionResultSchema, actionResultGuard, actionResult],
    ['instrument', instrumentSchema, instrumentGuard, instrument],
    ['error response', errorResponseSchema, errorResponseGuard, errorResponse],
  ] as const)(
    '%s: same verdict, output and message on every generated input',
    (name, schema, guard, document) => {
      const count = expectParity(name, schema, guard as Guard<unknown>, document);
      expect(count).toBeGreaterThan(1500);
    },
  );

  it('reject what zod rejects on a document it was not derived from', () => {
    // The generator above starts from valid documents; a random non-document must fail both alike too.
    for (const input of samples) {
      expect(check(clientConfigGuard, input).ok).toBe(clientConfigSchema.safeParse(input).success);
    }
  });
});
