/** Listening for NOTIFY on a channel, the same on PGlite and PostgreSQL. */
export type Unlisten = () => Promise<void>;

export interface ListenOptions {
  /**
   * Called after a lost listening connection is back and listening again: notices sent while it
   * was away were missed, so the listener can catch up from the table they came from.
   */
  onReconnect?: () => void;
}
