import { useCallback, useRef, useState } from 'react';
import { uploadFile } from '../api/upload-file';
import { type PreparedUpload, prepareUpload } from '../utils/prepare-upload';
import type { Attachments, UploadType } from '../utils/upload-checks';
import { uploadErrorMessage } from '../utils/upload-errors';

export interface UploadItem {
  id: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  state: 'uploading' | 'saving' | 'failed';
  error: string | null;
  /** Whether sending it again could help (it was refused on the way, not for what it is). */
  canRetry: boolean;
}

type Ready = Extract<PreparedUpload, { ok: true }>;

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `upload-${sequence}`;
};

/**
 * Files on their way into a piece of work: each is checked, uploaded with its progress shown,
 * then attached (a step's files, a worksheet page) one at a time, so two photos finishing
 * together cannot each save a list that misses the other. Done uploads leave the list; the
 * work itself shows them from then on.
 */
export function useUploads(options: {
  accepts: Attachments;
  attach: (key: string, type: UploadType) => Promise<unknown>;
  /** Whether new files of these types may join what is there; why not, when they may not. */
  checkBatch?: (types: UploadType[]) => string | null;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const ready = useRef(new Map<string, Ready>());
  const active = useRef(new Set<string>());
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(options);
  latest.current = options;

  const update = useCallback((id: string, change: Partial<UploadItem> | null) => {
    setItems((list) =>
      change === null
        ? list.filter((item) => item.id !== id)
        : list.map((item) => (item.id === id ? { ...item, ...change } : item)),
    );
  }, []);

  const send = useCallback(
    async (id: string, file: Ready) => {
      update(id, { state: 'uploading', progress: 0, error: null });
      active.current.add(id);
      try {
        const key = await uploadFile(file.body, file.type, (progress) => update(id, { progress }));
        update(id, { state: 'saving', progress: 1 });
        const attached = chain.current.then(() => latest.current.attach(key, file.type));
        chain.current = attached.catch(() => undefined);
        await attached;
        ready.current.delete(id);
        update(id, null);
      } catch (error) {
        update(id, { state: 'failed', error: uploadErrorMessage(error), canRetry: true });
      } finally {
        active.current.delete(id);
      }
    },
    [update],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      const prepared = await Promise.all(
        files.map((file) => prepareUpload(file, latest.current.accepts)),
      );
      const good = prepared.filter((item): item is Ready => item.ok);
      // Files still on their way count too: they will be part of the work in a moment.
      const onTheirWay = [...active.current].flatMap((id) => ready.current.get(id)?.type ?? []);
      const types = [...onTheirWay, ...good.map((item) => item.type)];
      const batchProblem = latest.current.checkBatch?.(types) ?? null;
      const refused = prepared.flatMap((item) =>
        item.ok ? [] : [{ name: item.name, problem: item.problem }],
      );
      if (batchProblem !== null && good.length > 0) {
        refused.push({ name: good.map((item) => item.name).join(', '), problem: batchProblem });
      }
      const queued = batchProblem === null ? good.map((file) => ({ id: nextId(), file })) : [];
      setItems((list) => [
        ...list,
        ...refused.map(({ name, problem }) => ({
          id: nextId(),
          name,
          progress: 0,
          state: 'failed' as const,
          error: problem,
          canRetry: false,
        })),
        ...queued.map(({ id, file }) => ({
          id,
          name: file.name,
          progress: 0,
          state: 'uploading' as const,
          error: null,
          canRetry: false,
        })),
      ]);
      await Promise.all(
        queued.map(({ id, file }) => {
          ready.current.set(id, file);
          return send(id, file);
        }),
      );
    },
    [send],
  );

  const retry = useCallback(
    (id: string) => {
      const file = ready.current.get(id);
      if (file) void send(id, file);
    },
    [send],
  );

  const dismiss = useCallback(
    (id: string) => {
      ready.current.delete(id);
      update(id, null);
    },
    [update],
  );

  return { items, add, retry, dismiss };
}
