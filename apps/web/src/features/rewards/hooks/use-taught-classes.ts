import { useSession } from '../../../lib/use-session';

/** The classes a teacher teaches, each once though they may teach it several subjects. */
export function useTaughtClasses(): { class_id: number; class_name: string }[] {
  const taught = useSession().session?.teacher_classes ?? [];
  const seen = new Map<number, string>();
  for (const item of taught) if (!seen.has(item.class_id)) seen.set(item.class_id, item.class_name);
  return [...seen].map(([class_id, class_name]) => ({ class_id, class_name }));
}
