import { Select } from '@mantine/core';
import type { KitLesson } from '../../api/get-kit-content';

/** Chooses a lesson of the kit; a new lesson opens at its first page. */
export function LessonPicker({
  lessons,
  current,
  onChoose,
}: {
  lessons: readonly KitLesson[];
  current: string;
  onChoose: (slug: string) => void;
}) {
  const options = lessons.map((lesson, index) => ({
    value: lesson.slug,
    label: `${index + 1}. ${lesson.title}`,
  }));
  return (
    <Select
      label="Lesson"
      data={options}
      value={current}
      onChange={(slug) => {
        if (slug) onChoose(slug);
      }}
      allowDeselect={false}
      maw={480}
    />
  );
}
