import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { kitView } from '../../../lib/paths/kit-view';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useCoursePreview } from '../../companion';
import { useKitContent } from '../api/get-kit-content';
import { KitHeader } from '../components/kit/kit-header';
import { KitNotFound } from '../components/kit/kit-not-found';
import { KitOverview } from '../components/kit/kit-overview';
import { KitTabs } from '../components/kit/kit-tabs';
import { useKitReader } from '../hooks/use-kit-reader';
import { useStatusRefresh } from '../hooks/use-status-refresh';

/**
 * One kit: its overview, lessons to read, topics with activities, and materials. Opening it is a
 * course preview for the learning companion.
 */
export function KitPage() {
  const kitToken = useParams().kitToken ?? '';
  const reader = useKitReader();
  useStatusRefresh();
  const content = useKitContent(reader, kitToken);
  useCoursePreview(content.data?.kit[0]?.kit_id ?? null);
  const { filters: view, change } = useUrlFilters(kitView);

  if (content.isPending) return <LoadingState label="Loading the kit…" />;
  if (content.isError) {
    // The server answers 404 for a kit that does not exist and for one this reader may not
    // open; a token that is not even a UUID is refused as a bad request, and is no kit either.
    if (isApiError(content.error) && [400, 404].includes(content.error.status)) {
      return <KitNotFound />;
    }
    return (
      <ErrorState
        title="We could not load this kit"
        message={errorMessage(content.error)}
        onRetry={() => void content.refetch()}
      />
    );
  }
  const kit = content.data.kit[0];
  if (!kit) return <KitNotFound />;
  return (
    <Stack gap="lg">
      <div>
        <KitHeader kit={kit} reader={reader} />
        <KitOverview kit={kit} />
      </div>
      <KitTabs content={content.data} kit={kit} reader={reader} view={view} onView={change} />
    </Stack>
  );
}
