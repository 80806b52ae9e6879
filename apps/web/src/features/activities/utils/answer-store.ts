import type { KeptAnswers } from './kept-answers';

/** `refused`: the value cannot be saved as it is (too long), so it waits here, unsent. */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'refused';

/** Typing waits this long after the last key before it is saved. */
export const TYPING_PAUSE_MS = 800;

export interface StoreEntry<V> {
  value: V;
  status: SaveStatus;
  /** Why the last save failed, in the server's words, or why the value is refused. */
  error: string | null;
}

export interface AnswerStoreOptions<V> {
  /** Saves one item's value; rejects when it was not saved. */
  send: (id: number, value: V) => Promise<unknown>;
  describeError: (error: unknown) => string;
  /** Why a value cannot be saved as it is; null when it can. */
  refuse?: (value: V) => string | null;
  /** Where a value waits, outside the page, until its save lands. */
  kept?: Pick<KeptAnswers<V>, 'keep' | 'drop'>;
}

interface Track {
  version: number;
  timer: ReturnType<typeof setTimeout> | null;
  inFlight: Promise<void> | null;
}

/**
 * Answers as the student changes them, saved one item at a time. Each item has at most one save
 * on the wire; a change made meanwhile is sent when it returns, so the server always ends with
 * the latest value and an older answer can never overwrite a newer one. Typing waits for a pause
 * (`delayMs`), a click goes at once.
 */
export class AnswerStore<V> {
  private entries = new Map<number, StoreEntry<V>>();
  private tracks = new Map<number, Track>();
  private listeners = new Set<() => void>();
  private snapshotCache: ReadonlyMap<number, StoreEntry<V>> | null = null;
  private edited = false;

  constructor(
    initial: ReadonlyMap<number, V>,
    private readonly options: AnswerStoreOptions<V>,
  ) {
    for (const [id, value] of initial)
      this.entries.set(id, { value, status: 'saved', error: null });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Every item's value and state; the same object until something changes. */
  snapshot = (): ReadonlyMap<number, StoreEntry<V>> => {
    this.snapshotCache ??= new Map(this.entries);
    return this.snapshotCache;
  };

  current = (id: number): V | undefined => this.entries.get(id)?.value;

  /** Whether the student changed anything since the sheet opened. */
  get touched(): boolean {
    return this.edited;
  }

  edit(id: number, value: V, delayMs = 0): void {
    const track = this.stage(id, value);
    if (!track) return;
    if (delayMs > 0) track.timer = setTimeout(() => this.send(id), delayMs);
    else this.send(id);
  }

  /**
   * Takes back answers kept outside the page that never saved (the page was reloaded), as
   * waiting to be sent; `flush` sends them. One the server already has is simply let go.
   */
  restore(kept: ReadonlyMap<number, V>): void {
    for (const [id, value] of kept) {
      const entry = this.entries.get(id);
      if (entry && JSON.stringify(entry.value) === JSON.stringify(value)) {
        if (entry.status === 'saved') this.options.kept?.drop(id);
      } else {
        this.stage(id, value);
      }
    }
  }

  /** Sends again every item whose save failed. */
  retry(): void {
    for (const [id, entry] of this.entries) if (entry.status === 'failed') this.send(id);
  }

  /** Sends everything not saved yet, now, and answers whether all of it is saved. */
  async flush(): Promise<boolean> {
    for (const [id, entry] of this.entries) {
      if (entry.status === 'pending' || entry.status === 'failed') this.send(id);
    }
    let waiting = this.inFlight();
    while (waiting.length > 0) {
      await Promise.all(waiting);
      waiting = this.inFlight();
    }
    return [...this.entries.values()].every((entry) => entry.status === 'saved');
  }

  /** Items not saved: the ones to send with a submission in case their own save never lands. */
  unsaved(): [number, V][] {
    return [...this.entries]
      .filter(([, entry]) => entry.status !== 'saved')
      .map(([id, entry]) => [id, entry.value]);
  }

  /** Why the first refused item cannot be saved; null when none is refused. */
  refusal(): string | null {
    return firstErrorOf(this.entries, 'refused');
  }

  private inFlight(): Promise<void>[] {
    return [...this.tracks.values()].flatMap((track) => (track.inFlight ? [track.inFlight] : []));
  }

  private track(id: number): Track {
    let track = this.tracks.get(id);
    if (!track) {
      track = { version: 0, timer: null, inFlight: null };
      this.tracks.set(id, track);
    }
    return track;
  }

  /** Makes `value` the item's newest, kept until saved; its track, unless it is refused. */
  private stage(id: number, value: V): Track | null {
    const track = this.track(id);
    track.version += 1;
    this.edited = true;
    if (track.timer) clearTimeout(track.timer);
    track.timer = null;
    this.options.kept?.keep(id, value);
    const refusal = this.options.refuse?.(value) ?? null;
    if (refusal !== null) {
      this.set(id, { value, status: 'refused', error: refusal });
      return null;
    }
    this.set(id, { value, status: 'pending', error: null });
    return track;
  }

  private set(id: number, entry: StoreEntry<V>): void {
    this.entries.set(id, entry);
    this.snapshotCache = null;
    for (const listener of this.listeners) listener();
  }

  private send(id: number): void {
    const track = this.track(id);
    const entry = this.entries.get(id);
    if (track.timer) clearTimeout(track.timer);
    track.timer = null;
    // The change goes out when the save on the wire returns.
    if (!entry || entry.status === 'refused' || track.inFlight) return;
    const version = track.version;
    this.set(id, { ...entry, status: 'saving', error: null });
    track.inFlight = this.options.send(id, entry.value).then(
      () => this.settle(id, version, null),
      (error: unknown) => this.settle(id, version, this.options.describeError(error)),
    );
  }

  private settle(id: number, version: number, error: string | null): void {
    const track = this.track(id);
    track.inFlight = null;
    const entry = this.entries.get(id);
    if (!entry) return;
    if (track.version !== version) {
      this.send(id);
      return;
    }
    if (error === null) this.options.kept?.drop(id);
    this.set(id, { ...entry, status: error === null ? 'saved' : 'failed', error });
  }
}

/** The words of the first entry in this state: a failed save's, or a refusal's. */
export function firstErrorOf<V>(
  entries: ReadonlyMap<number, StoreEntry<V>>,
  status: 'failed' | 'refused',
): string | null {
  return [...entries.values()].find((entry) => entry.status === status)?.error ?? null;
}

export type SaveSummary = 'idle' | 'saving' | 'saved' | 'failed' | 'refused';

/** One word for the whole sheet: any failure first, then a refusal, then anything on its way. */
export function summarize<V>(
  entries: ReadonlyMap<number, StoreEntry<V>>,
  touched: boolean,
): SaveSummary {
  const statuses = [...entries.values()].map((entry) => entry.status);
  if (statuses.includes('failed')) return 'failed';
  if (statuses.includes('refused')) return 'refused';
  if (statuses.includes('saving') || statuses.includes('pending')) return 'saving';
  return touched ? 'saved' : 'idle';
}
