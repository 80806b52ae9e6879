import type { reports } from '@kitlab/contract';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SearchField } from '../../../components/ui/search-field';
import {
  REPORT_SEARCH_MIN_LENGTH,
  type ReportSearchHit,
  useAdminReportSearch,
} from '../api/search-admin-report';

const KIND_WORDS: Record<ReportSearchHit['kind'], string> = {
  class: 'Class',
  teacher: 'Teacher',
  student: 'Student',
};

/**
 * Finds a class, teacher or student by name; choosing a hit shows the report with its filters.
 * The key lives only on this screen (and in the search's cached answer), never in the address:
 * it may be a child's name.
 */
export function ReportSearch({
  onShow,
}: {
  onShow: (filters: reports.AdminReportFilters) => void;
}) {
  const [key, setKey] = useState('');
  const search = useAdminReportSearch(key);
  const searching = key.length >= REPORT_SEARCH_MIN_LENGTH;
  return (
    <Stack gap="xs">
      <SearchField
        value={key}
        label="Find a class, teacher or student"
        placeholder="Type at least two letters of a name"
        maxLength={100}
        onSearch={setKey}
      />
      {!searching ? null : search.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Searching…
        </Text>
      ) : search.isError ? (
        <Text size="sm" c="red.9" role="alert">
          The search failed. Try again in a moment.
        </Text>
      ) : search.data.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          Nothing found for “{key}”.
        </Text>
      ) : (
        <Stack component="ul" gap={4} aria-label="Search results" p={0} m={0}>
          {search.data.map((hit) => (
            // The context tells two of one name apart.
            <li key={`${hit.kind}-${hit.name}-${hit.context}`} style={{ listStyle: 'none' }}>
              <Button
                variant="subtle"
                size="compact-sm"
                justify="flex-start"
                fullWidth
                styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                h="auto"
                py={6}
                onClick={() => {
                  setKey('');
                  onShow(hit.filters);
                }}
              >
                {KIND_WORDS[hit.kind]}: {hit.name} · {hit.context}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
