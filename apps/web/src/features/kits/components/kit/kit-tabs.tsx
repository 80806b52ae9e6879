import { Tabs } from '@mantine/core';
import { type KitTab, type KitView, shownTab } from '../../../../lib/paths/kit-view';
import { useContentStudy } from '../../../companion';
import type { KitCard, KitContent } from '../../api/get-kit-content';
import { byPosition } from '../../utils/kit-order';
import type { KitReader } from '../../utils/kit-reader';
import { readerPlace } from '../../utils/reader';
import { LessonReader } from '../lessons/lesson-reader';
import { MaterialsPanel } from '../materials/materials-panel';
import { TopicsPanel } from '../topics/topics-panel';

const TAB_LABEL: Record<KitTab, string> = {
  lessons: 'Lessons',
  topics: 'Topics',
  materials: 'Materials',
};

/** The lesson being read or the topic pointed at, as content the learning companion follows. */
function studiedContent(content: KitContent, kit: KitCard, view: KitView) {
  const tab = shownTab(view);
  if (tab === 'lessons') {
    const lessons = byPosition(content.lessons);
    const place = readerPlace(lessons, view);
    const lesson = place ? lessons[place.lesson] : undefined;
    return lesson ? { kit_id: kit.kit_id, lesson_id: lesson.lesson_id } : null;
  }
  const topic = tab === 'topics' ? content.topics.find((t) => t.slug === view.topic) : undefined;
  return topic ? { kit_id: kit.kit_id, topic_id: topic.topic_id } : null;
}

/**
 * The kit's lessons, topics and materials, with the tab and the place kept in the address. A
 * lesson or topic open here is content study: it starts when it opens and stops when it closes.
 */
export function KitTabs({
  content,
  kit,
  reader,
  view,
  onView,
}: {
  content: KitContent;
  kit: KitCard;
  reader: KitReader;
  view: KitView;
  onView: (change: Partial<KitView>) => void;
}) {
  const tabs = Object.keys(TAB_LABEL) as KitTab[];
  useContentStudy(studiedContent(content, kit, view));
  return (
    <Tabs
      value={shownTab(view)}
      onChange={(tab) => onView({ tab: tabs.find((t) => t === tab) ?? null })}
      keepMounted={false}
    >
      <Tabs.List aria-label="Kit sections">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {TAB_LABEL[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="lessons" pt="md">
        <LessonReader lessons={byPosition(content.lessons)} address={view} onMove={onView} />
      </Tabs.Panel>
      <Tabs.Panel value="topics" pt="md">
        <TopicsPanel content={content} kit={kit} reader={reader} currentTopic={view.topic} />
      </Tabs.Panel>
      <Tabs.Panel value="materials" pt="md">
        <MaterialsPanel activities={content.activities} />
      </Tabs.Panel>
    </Tabs>
  );
}
