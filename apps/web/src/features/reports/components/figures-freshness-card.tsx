import { Group, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { SectionCard } from '../../../components/ui/section-card';
import { useLastRefreshes } from '../api/get-last-refreshes';
import { DERIVED_VIEW_LABELS, figuresAsOf } from '../utils/figures-as-of';

/** How current each set of figures worked out from learning events is. */
export function FiguresFreshnessCard() {
  const refreshes = useLastRefreshes();
  return (
    <SectionCard title="How current the figures are">
      <QueryView
        query={refreshes}
        loading="Checking when figures were refreshed…"
        failed="We could not check when figures were refreshed"
      >
        {({ results }) =>
          results.length === 0 ? (
            <EmptyState
              title="No figures yet"
              description="Figures worked out from learning events show here."
            />
          ) : (
            <ul aria-label="Figures and when they were refreshed" style={{ margin: 0, padding: 0 }}>
              {results.map((refresh) => (
                <Group
                  key={refresh.view}
                  component="li"
                  justify="space-between"
                  gap="xs"
                  data-testid={`refresh-${refresh.view}`}
                  style={{ listStyle: 'none' }}
                >
                  <Text fw={600}>{DERIVED_VIEW_LABELS[refresh.view]}</Text>
                  <Text size="sm" c="dimmed">
                    {figuresAsOf(refresh.last_successful_at)}
                  </Text>
                </Group>
              ))}
            </ul>
          )
        }
      </QueryView>
    </SectionCard>
  );
}
