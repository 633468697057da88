/** The database could not be read: the caller answers 503, as for a failed commit. */
export class StorageReadError extends Error {
  constructor(cause: unknown) {
    super(`The sandbox could not read its state: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'StorageReadError';
  }
}

/** The database did not take a commit (a dropped connection, a server restart): nothing of it was kept. */
export class StorageUnavailableError extends Error {
  readonly code = 'storage.unavailable';

  constructor(cause: unknown) {
    super(
      `The sandbox could not write its state: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'StorageUnavailableError';
  }
}

/**
 * A unit's write lost to another sandbox process (a record it changed was written meanwhile), or was
 * built on such a write: nothing of it was kept, and `unitOfWork` runs it again on the fresh state.
 */
export class StorageConflictError extends StorageUnavailableError {
  constructor(cause: unknown) {
    super(cause);
    this.name = 'StorageConflictError';
  }
}
