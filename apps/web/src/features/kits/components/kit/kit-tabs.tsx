import { Tabs } from '@mantine/core';
import { type KitTab, type KitView, shownTab } from '../../../../lib/paths/kit-view';
import type { KitCard, KitContent } from '../../api/get-kit-content';
import { byPosition } from '../../utils/kit-order';
import type { KitReader } from '../../utils/kit-reader';
import { LessonReader } from '../lessons/lesson-reader';
import { MaterialsPanel } from '../materials/materials-panel';
import { TopicsPanel } from '../topics/topics-panel';

const TAB_LABEL: Record<KitTab, string> = {
  lessons: 'Lessons',
  topics: 'Topics',
  materials: 'Materials',
};

/** The kit's lessons, topics and materials, with the tab and the place kept in the address. */
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
