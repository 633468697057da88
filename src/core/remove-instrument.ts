import { instrumentGuard } from '../api/browser-schemas';
import type { Instrument } from '../api/schemas/instrument';
import { ConfigurationError } from '../api/errors';
import type { OperationHost, OperationRunner } from './operations';
import { isPlainObject } from './options';

/**
 * `api({ operation: 'removeInstrument', instrument })`: the payer removes a saved card, account or
 * agreement the session lists (`POST /payment/instruments/{id}/disable` with the client token), and it
 * resolves with the instrument, now `disabled`. Loaded with the first removal: a page that never removes
 * carries none of it.
 */

function invalid(problem: string): ConfigurationError {
  return new ConfigurationError('options.invalid', `api({ operation: 'removeInstrument' }): ${problem}`);
}

/** The instruments the session's lookup lists, under any method. */
function listedInstruments(host: OperationHost): Instrument[] {
  const options = host.config().lookup.data.paymentCompositionOptions ?? [];
  return options.flatMap((option) => option.paymentInstruments ?? []);
}

/** The request's instrument, as the session lists it; options.invalid for anything else. */
function instrumentOf(request: Readonly<Record<string, unknown>>, host: OperationHost): Instrument {
  const unknown = Object.keys(request).filter((key) => key !== 'operation' && key !== 'instrument');
  if (unknown.length > 0) throw invalid(`unknown options ${unknown.join(', ')}; it takes instrument.`);
  const id = isPlainObject(request.instrument) ? request.instrument.id : undefined;
  const listed = listedInstruments(host).find((instrument) => instrument.id === id);
  if (!listed) {
    throw invalid(
      "instrument must be one of the saved instruments this session lists (an option's paymentInstruments): only the payer's own saved methods can be removed.",
    );
  }
  return listed;
}

class RemoveInstrumentRunner implements OperationRunner {
  /** The removal being tried: asked again for the same instrument, it keeps its idempotency key. */
  private attempt: { instrumentId: string; idempotencyKey: string } | undefined;

  constructor(private readonly host: OperationHost) {}

  async run(request: Readonly<Record<string, unknown>>): Promise<Instrument> {
    const instrument = instrumentOf(request, this.host);
    if (this.attempt?.instrumentId !== instrument.id) {
      this.attempt = { instrumentId: instrument.id, idempotencyKey: crypto.randomUUID() };
    }
    const { idempotencyKey } = this.attempt;
    this.host.setBusy(true);
    try {
      const removed = await this.host.withSession(() => {
        // The instruments' address, as the config gives it for creating them.
        const base = this.host.config().vault.links.saveInstrument.href;
        const url = `${base}/${encodeURIComponent(instrument.id)}/disable`;
        return this.host.http.postParsed(
          instrumentGuard,
          url,
          {},
          { idempotencyKey, signal: this.host.signal },
        );
      });
      this.attempt = undefined;
      return removed;
    } finally {
      this.host.setBusy(false);
    }
  }
}

export function createRemoveInstrumentRunner(host: OperationHost): OperationRunner {
  return new RemoveInstrumentRunner(host);
}
