import { Tabs } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { ErasuresPanel } from '../components/erasures-panel';
import { RetentionPanel } from '../components/retention-panel';
import { StaffReadsPanel } from '../components/staff-reads-panel';
import { type ChildrensDataTab, childrensDataView, shownTab } from '../utils/childrens-data-view';

const TABS: { value: ChildrensDataTab; label: string }[] = [
  { value: 'retention', label: 'Retention' },
  { value: 'reads', label: 'Staff reads' },
  { value: 'erasures', label: 'Erasure receipts' },
];

/**
 * Children's data in the schools the administrator manages (decision 0059): how long a former
 * student's data is kept, who among the staff read students' records, and the erasure receipts.
 * The tab, the filters and the page are in the address, so a reload or a link shows the same.
 */
export function ChildrensDataPage() {
  const { filters: view, change } = useUrlFilters(childrensDataView);
  const tab = shownTab(view);
  return (
    <>
      <PageHeader
        title="Children’s data"
        description="How long students’ data is kept, who read it, and what was erased."
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = TABS.find((each) => each.value === value);
          // Another tab starts with its own first page and no student or school chosen.
          if (next) change({ tab: next.value, student: null, school: null, page: 1 });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="retention">
          <RetentionPanel />
        </Tabs.Panel>
        <Tabs.Panel value="reads">
          <StaffReadsPanel view={view} onChange={change} />
        </Tabs.Panel>
        <Tabs.Panel value="erasures">
          <ErasuresPanel page={view.page} onPage={(page) => change({ page })} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
