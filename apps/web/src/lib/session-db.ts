import {
  LOGIN_STATUS_RECORD_ID,
  SESSION_DB_NAME,
  SESSION_DB_STORE,
  SESSION_DB_VERSION,
} from '@kitlab/contract';

/**
 * SessionDB (IndexedDB, spec section 3): store `session` keyed by `id`, where the record
 * `loginStatus` holds `isLoggedIn`. The service worker reads it too, since it cannot see
 * localStorage.
 */
export interface LoginStatusRecord {
  id: typeof LOGIN_STATUS_RECORD_ID;
  isLoggedIn: boolean;
}

function openSessionDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(SESSION_DB_NAME, SESSION_DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(SESSION_DB_STORE)) {
        request.result.createObjectStore(SESSION_DB_STORE, { keyPath: 'id' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('SessionDB is blocked by another tab'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openSessionDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(SESSION_DB_STORE, mode);
      const request = run(transaction.objectStore(SESSION_DB_STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

export async function writeLoginStatus(isLoggedIn: boolean): Promise<void> {
  const record: LoginStatusRecord = { id: LOGIN_STATUS_RECORD_ID, isLoggedIn };
  await withStore('readwrite', (store) => store.put(record));
}

/** A lookup that fails for any reason counts as signed out. */
export async function readLoginStatus(): Promise<boolean> {
  try {
    const record = await withStore<LoginStatusRecord | undefined>('readonly', (store) =>
      store.get(LOGIN_STATUS_RECORD_ID),
    );
    return record?.isLoggedIn === true;
  } catch {
    return false;
  }
}

export async function clearSessionDb(): Promise<void> {
  await withStore('readwrite', (store) => store.clear());
}
