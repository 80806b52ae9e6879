import { Group, Text } from '@mantine/core';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-error';
import { useLastRefreshes } from '../api/get-last-refreshes';
import { DERIVED_VIEW_LABELS, figuresAsOf } from '../utils/figures-as-of';

/** How current each set of figures worked out from learning events is. */
export function FiguresFreshnessCard() {
  const refreshes = useLastRefreshes();
  return (
    <SectionCard title="How current the figures are">
      {refreshes.isPending ? (
        <LoadingState label="Checking when figures were refreshed…" />
      ) : refreshes.isError ? (
        <ErrorState
          title="We could not check when figures were refreshed"
          message={errorMessage(refreshes.error)}
          onRetry={() => void refreshes.refetch()}
        />
      ) : (
        <ul aria-label="Figures and when they were refreshed" style={{ margin: 0, padding: 0 }}>
          {refreshes.data.results.map((refresh) => (
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
      )}
    </SectionCard>
  );
}
