import type { activities } from '@kitlab/contract';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountForEachTest } from '../../../lib/test-dom';
import { saveStepResponse } from '../api/save-step-response';
import { useStepFiles } from './use-step-files';

vi.mock('../api/save-step-response', () => ({ saveStepResponse: vi.fn() }));

const STEP = 7;
const keyOf = (n: number) => `${String(n).repeat(32)}.jpg`;

/** A stored file whose address, like an object store's, says nothing of its key. */
function storedFile(n: number): activities.StoredFile {
  return {
    file_id: n,
    key: keyOf(n),
    content_type: 'image/jpeg',
    bytes: 1000,
    url: `https://files.example/signed/${n}`,
    expires_at: '2030-03-10T12:30:00.000Z',
  };
}

function savedWith(files: activities.StoredFile[]) {
  return {
    answer_header_id: 1,
    status: 'DR' as const,
    answer: {
      activity_detail_id: STEP,
      answer: [],
      text: null,
      blanks: [],
      files,
      answered_at: '2030-03-10T12:00:00.000Z',
    },
  };
}

const probe: { current: ReturnType<typeof useStepFiles> | null } = { current: null };

function Probe({ files }: { files: activities.StoredFile[] }) {
  probe.current = useStepFiles(3, [{ activity_detail_id: STEP, files }]);
  return null;
}

describe('useStepFiles', () => {
  const view = mountForEachTest();

  it('names the files a step keeps by their keys when one is added or removed', async () => {
    const save = vi.mocked(saveStepResponse);
    save.mockResolvedValueOnce(savedWith([storedFile(1), storedFile(2)]));
    await view.renderSettled(<Probe files={[storedFile(1)]} />);

    await act(async () => probe.current?.attach(STEP, keyOf(2)));
    expect(save).toHaveBeenLastCalledWith({
      activity_id: 3,
      activity_detail_id: STEP,
      keys: [keyOf(1), keyOf(2)],
    });
    expect(probe.current?.filesOf(STEP).map((file) => file.file_id)).toEqual([1, 2]);

    save.mockResolvedValueOnce(savedWith([storedFile(2)]));
    await act(async () => probe.current?.remove(STEP, storedFile(1)));
    expect(save).toHaveBeenLastCalledWith({
      activity_id: 3,
      activity_detail_id: STEP,
      keys: [keyOf(2)],
    });
    expect(probe.current?.errorOf(STEP)).toBeNull();
  });
});
