import { Paper, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { LessonBlocks } from '../../../../components/lesson-blocks/lesson-blocks';
import { EmptyState } from '../../../../components/ui/empty-state';
import type { KitLesson } from '../../api/get-kit-content';
import {
  type ReaderAddress,
  type ReaderPlace,
  readerAddress,
  readerPlace,
  stepReader,
} from '../../utils/reader';
import { LessonPicker } from './lesson-picker';
import { PageTurner } from './page-turner';

/** Names a page turn by where it lands: the next page of this lesson, or another lesson. */
function turnLabel(from: ReaderPlace, to: ReaderPlace | null, direction: 'Previous' | 'Next') {
  if (to === null) return null;
  return to.lesson === from.lesson ? `${direction} page` : `${direction} lesson`;
}

/** Reads a kit's lessons page by page; the place is kept in the address by the caller. */
export function LessonReader({
  lessons,
  address,
  onMove,
}: {
  lessons: readonly KitLesson[];
  address: ReaderAddress;
  onMove: (address: ReaderAddress) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const place = readerPlace(lessons, address);
  const lesson = place ? lessons[place.lesson] : undefined;
  const turned = useRef(false);
  const shown = place ? `${place.lesson}:${place.page}` : null;

  // After a page turn, start the new page from its top (and its title, for screen readers).
  useEffect(() => {
    if (!turned.current || shown === null) return;
    turned.current = false;
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [shown]);

  if (!place || !lesson) {
    return <EmptyState title="No lessons yet" description="This kit has no lessons to read." />;
  }
  const page = lesson.pages[place.page];
  const previous = stepReader(lessons, place, -1);
  const next = stepReader(lessons, place, 1);
  const move = (to: ReaderPlace | null) => {
    if (!to) return;
    turned.current = true;
    onMove(readerAddress(lessons, to));
  };

  return (
    <Stack gap="md">
      <LessonPicker
        lessons={lessons}
        current={lesson.slug}
        onChoose={(slug) => onMove({ lesson: slug, page: 1 })}
      />
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'lg' }}
        component="article"
        aria-labelledby="lesson-title"
      >
        <Stack gap="md">
          <Title
            order={2}
            size="h3"
            id="lesson-title"
            ref={headingRef}
            tabIndex={-1}
            style={{ scrollMarginTop: 80 }}
          >
            {lesson.title}
          </Title>
          {page ? <LessonBlocks blocks={page.blocks} headingLevel={2} /> : null}
        </Stack>
      </Paper>
      <PageTurner
        page={place.page + 1}
        pages={lesson.pages.length}
        previousLabel={turnLabel(place, previous, 'Previous')}
        nextLabel={turnLabel(place, next, 'Next')}
        onPrevious={() => move(previous)}
        onNext={() => move(next)}
      />
    </Stack>
  );
}
