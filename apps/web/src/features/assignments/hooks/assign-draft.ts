import { useCallback, useState } from 'react';
import type { AssignFormValues, AssignTarget } from '../utils/assign-form';
import { targetKey } from './assign-drawer-store';

/**
 * The assign drawer's draft (classes, due date, instructions), kept in the tab's sessionStorage
 * under `kitlab.assign_draft.<target>` as it is typed, so a reload (the device turned) loses
 * nothing; it comes back when the drawer opens again for the same kit or activity, and goes once
 * the work is assigned. Sign-out clears sessionStorage with the rest.
 */
const PREFIX = 'kitlab.assign_draft';

const EMPTY: AssignFormValues = { classIds: [], dueDate: null, instructions: '' };

/** A draft as stored, or null when it is damaged or from an older shape. */
function asDraft(value: unknown): AssignFormValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const { classIds, dueDate, instructions } = value as Record<string, unknown>;
  const ids = Array.isArray(classIds) && classIds.every((id) => Number.isInteger(id));
  const date = dueDate === null || typeof dueDate === 'string';
  if (!ids || !date || typeof instructions !== 'string') return null;
  return { classIds: classIds as number[], dueDate: dueDate as string | null, instructions };
}

const keyOf = (target: AssignTarget) => `${PREFIX}.${targetKey(target)}`;

/** A browser without storage (private mode, full quota) keeps nothing, and says nothing. */
function quietly<T>(action: () => T, otherwise: T): T {
  try {
    return action();
  } catch {
    return otherwise;
  }
}

export function readAssignDraft(target: AssignTarget, storage: Storage): AssignFormValues {
  return quietly(() => {
    return asDraft(JSON.parse(storage.getItem(keyOf(target)) ?? 'null')) ?? EMPTY;
  }, EMPTY);
}

export function keepAssignDraft(
  target: AssignTarget,
  values: AssignFormValues,
  storage: Storage,
): void {
  quietly(() => storage.setItem(keyOf(target), JSON.stringify(values)), null);
}

export function forgetAssignDraft(target: AssignTarget, storage: Storage): void {
  quietly(() => storage.removeItem(keyOf(target)), null);
}

const tabStorage = () => window.sessionStorage;

/** The drawer's values, restored from and kept in the draft; `forget` once assigned. */
export function useAssignDraft(target: AssignTarget, storage = tabStorage) {
  const [values, setValues] = useState(() =>
    quietly(() => readAssignDraft(target, storage()), EMPTY),
  );
  const update = useCallback(
    (change: (current: AssignFormValues) => AssignFormValues) =>
      setValues((current) => {
        const next = change(current);
        quietly(() => keepAssignDraft(target, next, storage()), null);
        return next;
      }),
    [target, storage],
  );
  const forget = useCallback(
    () => quietly(() => forgetAssignDraft(target, storage()), null),
    [target, storage],
  );
  return { values, update, forget };
}
