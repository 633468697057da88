import { randomInt, randomUUID } from 'node:crypto';
import {
  type FraudDecision,
  type FraudOperation,
  type FraudOperationResult,
  type FraudOperationType,
} from '../../../api/schemas/fraud';
import type { SandboxClock } from '../shared/clock';
import type { Collection, Storage } from '../../storage/storage';
import type { PayoutOutcome } from '../shared/test-values';

/**
 * Fraud checks (spec 4.6, 2.6). The payout action screens every payout with a `FraudScore` operation
 * whose outcome the beneficiary's holder name picks (test values below); `POST /sandbox/frauds`
 * creates a check with any operations. Each operation keeps its latency and its provider log; the
 * operations endpoint shows them only when asked.
 */

/** What one operation of a check should come out as. */
export interface OperationSpec {
  type: FraudOperationType;
  result: FraudOperationResult;
  decision: FraudDecision;
  actionId?: string;
  providerLatencyMs?: number;
  totalLatencyMs?: number;
}

/** A holder name that sets the sandbox's fraud check outcome, and the operations it records. */
export interface FraudTestValue {
  /** Matched case-insensitively anywhere in the holder name. */
  holderNameContains: string;
  operations: OperationSpec[];
  description: string;
}

/** Holder names that steer payout screening; the first match wins, anything else is `Allow`. */
export const fraudHolderNameTestValues: readonly FraudTestValue[] = [
  {
    holderNameContains: 'fraud',
    operations: [{ type: 'FraudScore', result: 'Success', decision: 'Prevent' }],
    description: 'Decision `Prevent`: the payout fails with reason `payout.fraud-prevented`.',
  },
  {
    holderNameContains: 'review',
    operations: [
      { type: 'FraudScore', result: 'Success', decision: 'Review' },
      { type: 'FraudScoreNotification', result: 'Success', decision: 'Allow' },
    ],
    description: 'Decision `Review`, then a `FraudScoreNotification` with `Allow`: the payout goes on.',
  },
  {
    holderNameContains: 'timeout',
    operations: [{ type: 'FraudScore', result: 'ProviderTimeout', decision: 'NoDecision' }],
    description: 'The provider times out (`ProviderTimeout`, `NoDecision`, 30000ms): the payout goes on.',
  },
];

/** The outcome of a payout whose fraud check decided `Prevent`: it wins over every other test value. */
export const fraudPreventedOutcome: PayoutOutcome = {
  status: 'payoutFailed',
  reason: { code: 'payout.fraud-prevented', detail: 'The fraud check prevented this payout.' },
};

export interface FraudCheckRecord {
  id: string;
  merchantId: string;
  workspaceId: string;
  executionId?: string;
  actionId?: string;
  createdAt: string;
  /** Complete operations, latency and logs included; answers strip what was not asked for. */
  operations: FraudOperation[];
}

const timeoutResults: readonly FraudOperationResult[] = ['Timeout', 'ProviderTimeout'];
const providerSideResults: readonly FraudOperationResult[] = [
  'ProviderTimeout',
  'UnexpectedProviderResponse',
  'ProviderUnknownError',
  'ProviderConnectionError',
  'InvalidSignature',
  'AuthenticationError',
];
const scoreOf: Partial<Record<FraudDecision, number>> = { Allow: 12, Review: 55, Challenge: 70, Prevent: 93 };

export class FraudChecks {
  private readonly checks: Collection<FraudCheckRecord>;

  constructor(
    private readonly clock: SandboxClock,
    storage: Storage,
  ) {
    this.checks = storage.collection('fraud_checks');
  }

  create(
    merchantId: string,
    workspaceId: string,
    specs: readonly OperationSpec[],
    origin: { executionId?: string; actionId?: string; reason: string },
  ): FraudCheckRecord {
    const id = randomUUID();
    const createdMs = this.clock.nowMs();
    const record: FraudCheckRecord = {
      id,
      merchantId,
      workspaceId,
      ...(origin.executionId ? { executionId: origin.executionId } : {}),
      ...(origin.actionId ? { actionId: origin.actionId } : {}),
      createdAt: new Date(createdMs).toISOString(),
      operations: [],
    };
    const providerReference = `sbx-fraud-${id.slice(0, 8)}`;
    specs.forEach((spec, index) => {
      // Notifications arrive after the score they update: a second apart in the record.
      const at = new Date(createdMs + index * 1000);
      record.operations.push(this.operation(record, spec, at, providerReference, origin));
    });
    this.checks.set(id, record);
    return record;
  }

  /** Screens a payout before it goes to the bank; the holder name picks the operations. */
  screenPayout(input: {
    merchantId: string;
    workspaceId: string;
    executionId: string;
    actionId: string;
    holderName: string | undefined;
  }): { record: FraudCheckRecord; decision: FraudDecision } {
    const name = (input.holderName ?? '').toLowerCase();
    const match = fraudHolderNameTestValues.find((value) => name.includes(value.holderNameContains));
    const specs = match?.operations ?? [{ type: 'FraudScore', result: 'Success', decision: 'Allow' }];
    const record = this.create(input.merchantId, input.workspaceId, specs, {
      executionId: input.executionId,
      actionId: input.actionId,
      reason: `Payout screening of execution ${input.executionId} before it is sent to the bank.`,
    });
    return { record, decision: record.operations[record.operations.length - 1]!.decision };
  }

  /** The merchant's fraud check, read from the database when memory lacks it. */
  async get(merchantId: string, id: string): Promise<FraudCheckRecord | undefined> {
    const record = await this.checks.read(id);
    return record?.merchantId === merchantId ? record : undefined;
  }

  /** The checks an execution's actions created, oldest first: selected in SQL, none kept in memory. */
  forExecution(merchantId: string, executionId: string): Promise<FraudCheckRecord[]> {
    return this.checks.select(
      (record) => record.merchantId === merchantId && record.executionId === executionId,
      `data->>'merchantId' = $1 and data->>'executionId' = $2`,
      [merchantId, executionId],
    );
  }

  private operation(
    record: FraudCheckRecord,
    spec: OperationSpec,
    at: Date,
    providerReference: string,
    origin: { actionId?: string; reason: string },
  ): FraudOperation {
    const providerMs =
      spec.providerLatencyMs ?? (timeoutResults.includes(spec.result) ? 30_000 : randomInt(40, 250));
    const totalMs = spec.totalLatencyMs ?? providerMs + randomInt(5, 30);
    const isNotification = spec.type === 'FraudScoreNotification';
    const actionId = isNotification ? spec.actionId : (spec.actionId ?? origin.actionId ?? randomUUID());
    const id = randomUUID();
    const createdAt = at.toISOString();
    const providerExecutedAt = new Date(at.getTime() - providerMs).toISOString();
    const providerLatency = `${providerMs}ms`;
    const totalLatency = `${totalMs}ms`;
    const score = spec.result === 'Success' ? scoreOf[spec.decision] : undefined;
    return {
      id,
      fraudId: record.id,
      createdAt,
      updatedAt: createdAt,
      type: spec.type,
      result: spec.result,
      providerReference,
      decision: spec.decision,
      providerExecutedAt,
      ...(actionId ? { actionId } : {}),
      workspaceId: record.workspaceId,
      providerLatency,
      totalLatency,
      reason: isNotification ? 'Asynchronous update of the score from the fraud provider.' : origin.reason,
      ...(spec.result === 'Success'
        ? {
            providerResponseDetails: {
              code: spec.decision.toUpperCase(),
              message: `The provider answered ${spec.decision}.`,
              ...(score !== undefined ? { score } : {}),
            },
          }
        : {
            errorDetails: {
              source: providerSideResults.includes(spec.result)
                ? ('provider' as const)
                : ('platform' as const),
              code: spec.result,
              message: `The operation ended with ${spec.result}; the decision is ${spec.decision}.`,
            },
          }),
      logs: [
        {
          id: randomUUID(),
          createdAt,
          operationId: id,
          request: { type: spec.type, reference: providerReference, ...(actionId ? { actionId } : {}) },
          response:
            spec.result === 'Success'
              ? { status: 'ok', decision: spec.decision, ...(score !== undefined ? { score } : {}) }
              : { status: 'error', error: spec.result },
          workspaceId: record.workspaceId,
          providerLatency,
          totalLatency,
        },
      ],
    };
  }
}
