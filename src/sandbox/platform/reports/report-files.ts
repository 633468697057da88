import type { Database } from '../../storage/database';

/** About how much of a file one part holds: what a run holds of its file while it writes it. */
export const reportPartChars = 256 * 1024;

/**
 * The files of report runs, kept in parts (`report_file_parts`, or memory without a database) and
 * written while a run builds them: a run over a long, busy interval holds one part of its file, not the
 * whole file, and its record stays small. Parts are written outside the run's unit of work: until the
 * run is marked successful nobody reads them, and a run completed again (after a crash, or a commit
 * that failed) writes the same parts again.
 */
export class ReportFiles {
  /** Without a database: every file's parts, for the life of the process. */
  readonly #inMemory = new Map<string, string[]>();

  constructor(private readonly database: Database | undefined) {}

  /** A new file for `runId`, replacing what an earlier attempt wrote. */
  create(runId: string): ReportFileWriter {
    return new ReportFileWriter(
      (part, text) => this.#writePart(runId, part, text),
      (parts) => this.#dropPartsFrom(runId, parts),
    );
  }

  /** The whole file, its parts joined; undefined when it has none (a run from before parts). */
  async read(runId: string): Promise<string | undefined> {
    const parts = this.database
      ? (
          await this.database.read<{ text: string }>(
            'select text from report_file_parts where run_id = $1 order by part',
            [runId],
          )
        ).map((row) => row.text)
      : this.#inMemory.get(runId);
    return parts && parts.length > 0 ? parts.join('') : undefined;
  }

  /**
   * Deletes the files of runs whose download URL expired by `nowMs`: nobody can fetch them again, and a
   * sandbox that runs for months would otherwise keep every file it ever wrote. `expiresAtMs` tells, in
   * memory, when a run's URL expires. Resolves with how many runs' files went.
   */
  async dropExpired(
    nowMs: number,
    expiresAtMs: (runId: string) => Promise<number | undefined>,
  ): Promise<number> {
    if (!this.database) {
      let dropped = 0;
      for (const runId of [...this.#inMemory.keys()]) {
        const expiry = await expiresAtMs(runId);
        if (expiry !== undefined && expiry <= nowMs) dropped += Number(this.#inMemory.delete(runId));
      }
      return dropped;
    }
    // Led by the parts, so the sweep costs the files kept, not every run ever made.
    const rows = await this.database.query<{ run_id: string }>(
      `delete from report_file_parts p using report_runs r
       where r.id = p.run_id and (r.data->'run'->'result'->>'expiresAt')::timestamptz <= $1::timestamptz
       returning p.run_id`,
      [new Date(nowMs).toISOString()],
    );
    return new Set(rows.map((row) => row.run_id)).size;
  }

  async #writePart(runId: string, part: number, text: string): Promise<void> {
    if (!this.database) {
      const parts = this.#inMemory.get(runId) ?? [];
      parts[part] = text;
      this.#inMemory.set(runId, parts);
      return;
    }
    await this.database.query(
      `insert into report_file_parts (run_id, part, text) values ($1, $2, $3)
       on conflict (run_id, part) do update set text = excluded.text`,
      [runId, part, text],
    );
  }

  /** Parts an earlier, longer attempt left beyond this file's end. */
  async #dropPartsFrom(runId: string, part: number): Promise<void> {
    if (!this.database) {
      this.#inMemory.get(runId)?.splice(part);
      return;
    }
    await this.database.query('delete from report_file_parts where run_id = $1 and part >= $2', [
      runId,
      part,
    ]);
  }
}

/** Text appended to a file, written a part at a time once a part's worth is there. */
export class ReportFileWriter {
  #buffered: string[] = [];
  #length = 0;
  #parts = 0;

  constructor(
    private readonly writePart: (part: number, text: string) => Promise<void>,
    private readonly dropPartsFrom: (part: number) => Promise<void>,
  ) {}

  async append(text: string): Promise<void> {
    if (text === '') return;
    this.#buffered.push(text);
    this.#length += text.length;
    if (this.#length >= reportPartChars) await this.#flush();
  }

  /** Appends the file's last text and writes what is left: the file is then complete. */
  async close(text: string): Promise<void> {
    await this.append(text);
    if (this.#length > 0 || this.#parts === 0) await this.#flush();
    await this.dropPartsFrom(this.#parts);
  }

  async #flush(): Promise<void> {
    const text = this.#buffered.join('');
    this.#buffered = [];
    this.#length = 0;
    await this.writePart(this.#parts++, text);
  }
}
