import { afterEach, describe, expect, it } from 'vitest';
import { anySignal } from './public-json';

const nativeAny = Object.getOwnPropertyDescriptor(AbortSignal, 'any');

/** As in an engine before `AbortSignal.any()` (Safari 16.4 on an iPhone that stays on iOS 16). */
function withoutNativeAny(): void {
  Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true, writable: true });
}

afterEach(() => {
  if (nativeAny) Object.defineProperty(AbortSignal, 'any', nativeAny);
});

describe.each([
  ['with AbortSignal.any()', () => {}],
  ['without AbortSignal.any()', withoutNativeAny],
])('anySignal, %s', (_engine, prepare) => {
  it('aborts when any of the signals does, with that one’s reason', () => {
    prepare();
    const first = new AbortController();
    const second = new AbortController();
    const combined = anySignal(first.signal, undefined, second.signal);
    expect(combined.aborted).toBe(false);
    second.abort('payer cancelled');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('payer cancelled');
    first.abort('too late');
    expect(combined.reason).toBe('payer cancelled');
  });

  it('is aborted at once when a signal given already is', () => {
    prepare();
    const combined = anySignal(new AbortController().signal, AbortSignal.abort('gone'));
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('gone');
  });

  it('never aborts when no signal is given', () => {
    prepare();
    expect(anySignal(undefined).aborted).toBe(false);
  });
});
