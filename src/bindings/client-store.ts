import { init } from '../index';
import type { ClientInitResponse } from '../api/schemas/client-config';
import type { InitOptions } from '../core/options';
import type { RailkitClient } from '../core/types';

// What the React and Vue bindings share about a client's life. React's StrictMode mounts, unmounts and
// mounts again in one go, and a framework may remount a subtree when its key changes: a thing given back
// lives one more task, so a remount takes the same one over instead of making (and paying for) a second.

/** Something made on the first take and disposed of one task after the last give-back. */
export interface Keeper<T> {
  take(): T;
  giveBack(): void;
}

export function keeper<T>(make: () => T, dispose: (value: T) => void): Keeper<T> {
  let kept: { value: T } | undefined;
  let users = 0;
  let disposal: ReturnType<typeof setTimeout> | undefined;
  return {
    take() {
      clearTimeout(disposal);
      kept ??= { value: make() };
      users += 1;
      return kept.value;
    },
    giveBack() {
      users = Math.max(0, users - 1);
      if (users > 0) return;
      disposal = setTimeout(() => {
        if (users > 0 || !kept) return;
        const { value } = kept;
        kept = undefined;
        dispose(value);
      });
    },
  };
}

/** The clients in use, by session: one `init()` per config, however often a provider mounts. */
const clients = new Map<string, Keeper<RailkitClient>>();

/** The session a config is for: the same one for every copy of the client-init answer (or of its text). */
export const sessionKey = (config: ClientInitResponse | string): string =>
  typeof config === 'string' ? config : config.data;

/**
 * The client of `config`, made by `init(config, options)` on the first take (which throws `init()`'s
 * errors); `options` of later takes of the same session are not read. Give it back when unmounted.
 */
export function takeClient(
  config: ClientInitResponse | string,
  options?: InitOptions,
): { client: RailkitClient; giveBack(): void } {
  const key = sessionKey(config);
  let entry = clients.get(key);
  if (!entry) {
    const made: Keeper<RailkitClient> = keeper(
      () => init(config, options),
      (client) => {
        if (clients.get(key) === made) clients.delete(key);
        client.destroy();
      },
    );
    entry = made;
  }
  const client = entry.take();
  clients.set(key, entry);
  return { client, giveBack: entry.giveBack };
}
