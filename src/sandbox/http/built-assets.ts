import { existsSync, readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Browser scripts the sandbox serves (the vault's secure-fields page, the console): built into dist/ by
 * `npm run build`, as the package ships them, and built here when missing or older than their sources
 * (running from source: tests, `npm run demo`).
 */

/**
 * The railkit package's folder: the repository when running from source, the installed package when
 * running its compiled build (dist/node/...). Found by its package.json, whatever file this code is in.
 */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (dirname(dir) !== dir) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'railkit'
    )
      return dir;
    dir = dirname(dir);
  }
  throw new Error('The railkit package folder (its package.json) was not found above the sandbox code.');
}

const repoRoot = packageRoot();
const viteBin = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
const run = promisify(execFile);

export interface BuiltAssetsOptions {
  /** `vite build --mode <mode>` builds them (vite.config.ts). */
  mode: string;
  /** Their folder under dist/. */
  folder: string;
  /** The file whose presence and age say whether the build is there and fresh. */
  entryFile: string;
  /** The source folders they are built from (relative to the package): rebuilt when one is newer. */
  sourceDirs: readonly string[];
}

/** One bundle of browser scripts, built once per process at most at a time. */
export class BuiltAssets {
  readonly dir: string;
  #building: Promise<string> | undefined;
  /**
   * Whether a source may be newer than the bundle: true until a check, then set again by a watcher of
   * the sources. So the scripts are served without a scan of some 250 sources (5 to 10 ms, more on a
   * busy machine) on every request; a vault serves its files as they are. Where the sources cannot be
   * watched, every request checks.
   */
  #sourcesMayHaveChanged = true;
  /** The watchers of the sources, once started; `#watchFailed` when they could not be, or failed since. */
  #watchers: FSWatcher[] | undefined;
  #watchFailed = false;

  constructor(private readonly options: BuiltAssetsOptions) {
    this.dir = join(repoRoot, 'dist', options.folder);
  }

  /**
   * The folder of the built scripts, building them first when they are missing or older than their
   * sources. The bundle can also go away under a running sandbox (`npm run build` empties dist/).
   */
  ready(): Promise<string> {
    if (!this.#building && !this.#sourcesMayHaveChanged && existsSync(join(this.dir, this.options.entryFile)))
      return Promise.resolve(this.dir);
    this.#building ??= this.#buildIfStale().finally(() => {
      this.#building = undefined;
    });
    return this.#building;
  }

  /**
   * Starts building in the background when the bundle is missing or stale, so the first page that
   * needs it does not wait. A failure is logged; the page's request tries again and answers the error.
   */
  prepare(what: string): void {
    this.ready().catch((error: unknown) => {
      console.error(`[sandbox] the ${what} bundle could not be built:`, error);
    });
  }

  /** The names of the built files, for a route that serves them by name (never by path). */
  has(file: string): boolean {
    return /^[\w-]+\.js$/.test(file) && existsSync(join(this.dir, file));
  }

  async #buildIfStale(): Promise<string> {
    // Watching first: an edit during the check or the build is seen by the next request.
    this.#sourcesMayHaveChanged = !this.#watchSources();
    try {
      await this.#buildUnlessFresh();
    } catch (error) {
      this.#sourcesMayHaveChanged = true;
      throw error;
    }
    return this.dir;
  }

  async #buildUnlessFresh(): Promise<void> {
    const entry = join(this.dir, this.options.entryFile);
    if (existsSync(entry) && !(await this.#newerSourceThan((await stat(entry)).mtimeMs))) return;
    // An installed package: use what ships.
    if (!existsSync(join(repoRoot, this.options.sourceDirs[0]!))) return;
    // Built beside and swapped in, so a page being served never sees half a bundle; in a process of its
    // own, so the production build does not depend on what this process has set.
    const staging = `${this.dir}.building-${process.pid}`;
    await run(
      process.execPath,
      [viteBin, 'build', '--mode', this.options.mode, '--outDir', staging, '--logLevel', 'warn'],
      {
        cwd: repoRoot,
        // A clean environment: a test runner's or dev server's NODE_ENV and NODE_OPTIONS (conditions)
        // would otherwise select Lit's development build.
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production' },
      },
    );
    await rm(this.dir, { recursive: true, force: true });
    try {
      await rename(staging, this.dir);
    } catch {
      // Another sandbox process swapped in its build of the same sources first: keep that one.
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** Marks the sources changed on any event under them; false when they cannot be watched. */
  #watchSources(): boolean {
    if (this.#watchFailed) return false;
    if (this.#watchers) return true;
    this.#watchers = [];
    try {
      for (const folder of this.#sourceFolders()) {
        // One watcher a folder: Node 20's recursive watcher on Linux keeps the process alive even unref'd.
        const watcher = watch(folder, () => (this.#sourcesMayHaveChanged = true));
        watcher.on('error', () => this.#stopWatching()); // the system's limit of watches, a folder removed ...
        watcher.unref(); // never what keeps the sandbox's process (or a test runner's) alive
        this.#watchers.push(watcher);
      }
      return true;
    } catch {
      this.#stopWatching();
      return false;
    }
  }

  /** The folders of the sources, each with its subfolders (a new one is seen as an event in its parent). */
  #sourceFolders(): string[] {
    return this.options.sourceDirs
      .map((dir) => join(repoRoot, dir))
      .filter((folder) => existsSync(folder))
      .flatMap((folder) => [
        folder,
        ...readdirSync(folder, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(entry.parentPath, entry.name)),
      ]);
  }

  /** From now on every request checks the sources, as it did before they were watched. */
  #stopWatching(): void {
    this.#watchFailed = true;
    this.#sourcesMayHaveChanged = true;
    for (const watcher of this.#watchers ?? []) watcher.close();
  }

  /** All the sources' times at once: one by one, some 250 files were several ms per request. */
  async #newerSourceThan(builtMs: number): Promise<boolean> {
    const sources = (await Promise.all(this.options.sourceDirs.map(sourceFiles))).flat();
    const times = await Promise.all(sources.map(async (file) => (await stat(file)).mtimeMs));
    return times.some((mtimeMs) => mtimeMs > builtMs);
  }
}

async function sourceFiles(dir: string): Promise<string[]> {
  const absolute = join(repoRoot, dir);
  if (!existsSync(absolute)) return [];
  return (await readdir(absolute, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.includes('.test.'))
    .map((entry) => join(entry.parentPath, entry.name));
}
