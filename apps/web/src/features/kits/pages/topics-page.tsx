import { Stack } from '@mantine/core';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-error';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useTopicFilters } from '../api/get-topic-filters';
import { TOPICS_PER_PAGE, useTopicList } from '../api/get-topic-list';
import { PagedResults } from '../components/paged-results';
import { TopicCard } from '../components/topic-list/topic-card';
import { TopicFiltersBar } from '../components/topic-list/topic-filters-bar';
import { useKitReader } from '../hooks/use-kit-reader';
import { usePageInRange } from '../hooks/use-page-in-range';
import { topicFilters, toTopicListBody } from '../utils/topic-filters';

const NOTHING_YET = {
  T: { title: 'No topics yet', description: 'Topics of the kits you can teach appear here.' },
  S: {
    title: 'No topics yet',
    description: 'Topics of the kits assigned to your class appear here.',
  },
};

/** Every topic of the reader's kits, to find one and jump to it on its kit's page. */
export function TopicsPage() {
  const reader = useKitReader();
  const { filters, change, isFiltered } = useUrlFilters(topicFilters);
  const choices = useTopicFilters(reader);
  const topics = useTopicList(reader, toTopicListBody(filters, TOPICS_PER_PAGE));
  usePageInRange(filters.page, topics, TOPICS_PER_PAGE, (page) => change({ page }));

  return (
    <>
      <PageHeader
        title="Topics"
        description="The topics of your kits and their activities. Open one to see it in its kit."
      />
      {choices.isError ? (
        <ErrorState
          title="We could not load the filters"
          message={errorMessage(choices.error)}
          onRetry={() => void choices.refetch()}
        />
      ) : null}
      <TopicFiltersBar
        filters={filters}
        choices={choices.data}
        filtered={isFiltered}
        onChange={change}
      />
      <PagedResults
        label="Topic list"
        query={topics}
        loading="Loading topics…"
        failed="We could not load the topics"
        empty={NOTHING_YET[reader.userType]}
        filtered={isFiltered}
        noMatch="No topics match these filters"
        page={filters.page}
        perPage={TOPICS_PER_PAGE}
        onPage={(page) => change({ page })}
      >
        {(results) => (
          <Stack gap="sm">
            {results.map((topic) => (
              <TopicCard key={topic.topic_id} topic={topic} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </>
  );
}
