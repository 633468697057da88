/**
 * What one request (or one job) did to the state: every record it read or wrote. Its changes are
 * written in one transaction, together with its idempotency key's stored answer, when it ends: never
 * earlier and never by another unit's commit, so a crash at any moment leaves either all of a request
 * or none of it.
 *
 * Two units open at once may share a record (a payout and the job acknowledging it, both on one
 * execution). A unit that ends having changed a record another open unit also holds is not written
 * alone: it joins that unit and is written with it, since the record carries both units' changes.
 */
export class UnitOfWork<Collection extends object> {
  /** The records read or written: ids by collection. */
  readonly #interest = new Map<Collection, Set<string>>();
  /** Units that ended while this one was open and share a record with it: written with it. */
  readonly #joined: UnitOfWork<Collection>[] = [];
  readonly #written: Promise<void>;
  #settle!: { resolve(): void; reject(error: unknown): void };

  /**
   * @param blocking whether units that change what this one reads wait for it; false for reads
   *   (GET, long polls), which change nothing and must not hold a payout's answer back.
   */
  constructor(readonly blocking: boolean) {
    this.#written = new Promise((resolve, reject) => (this.#settle = { resolve, reject }));
    // Nobody may wait (a unit that joined none); an unobserved failure is reported by its caller.
    this.#written.catch(() => undefined);
  }

  /** Resolves once this unit's changes are in the database (rejects if their transaction failed). */
  get written(): Promise<void> {
    return this.#written;
  }

  /** Notes a record; true when this unit did not hold it yet. */
  note(collection: Collection, id: string): boolean {
    let ids = this.#interest.get(collection);
    if (!ids) this.#interest.set(collection, (ids = new Set()));
    if (ids.has(id)) return false;
    ids.add(id);
    return true;
  }

  holds(collection: Collection, id: string): boolean {
    return this.#interest.get(collection)?.has(id) ?? false;
  }

  /** Takes `other`'s records and joined units: they are written with this one. */
  join(other: UnitOfWork<Collection>): void {
    for (const [collection, ids] of other.#interest) for (const id of ids) this.note(collection, id);
    this.#joined.push(other, ...other.#joined);
  }

  /** Every record this unit and the units that joined it hold. */
  *records(): Generator<[Collection, string]> {
    for (const [collection, ids] of this.#interest) for (const id of ids) yield [collection, id];
  }

  settle(error?: unknown): void {
    for (const unit of [this, ...this.#joined]) {
      if (error === undefined) unit.#settle.resolve();
      else unit.#settle.reject(error);
    }
  }
}
