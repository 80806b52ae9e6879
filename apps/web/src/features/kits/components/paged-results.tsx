import { Box } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';

interface PagedList<T> {
  count: number;
  results: T[];
}

/**
 * A paged list as a named section: its loading, error and empty states, its items and the pager
 * below them.
 */
export function PagedResults<T>({
  label,
  query,
  loading,
  failed,
  empty,
  filtered,
  noMatch,
  page,
  perPage,
  onPage,
  children,
}: {
  /** "Kits" */
  label: string;
  query: UseQueryResult<PagedList<T>>;
  /** "Loading your kits…" */
  loading: string;
  /** "We could not load your kits" */
  failed: string;
  /** What an empty list says when nothing narrows it. */
  empty: { title: string; description: string };
  /** Whether filters narrow the list, and what an empty list says then: "No kits match…". */
  filtered: boolean;
  noMatch: string;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  children: (results: T[]) => ReactNode;
}) {
  return (
    <section aria-label={label}>
      <QueryView query={query} loading={loading} failed={failed}>
        {({ count, results }) =>
          count === 0 ? (
            <EmptyState
              {...(filtered
                ? {
                    title: noMatch,
                    description: 'Try another search, or clear some of the filters.',
                  }
                : empty)}
            />
          ) : (
            // Dimmed while the next page or filter loads over the previous results.
            <Box aria-busy={query.isPlaceholderData} opacity={query.isPlaceholderData ? 0.6 : 1}>
              {children(results)}
              <Pager
                page={page}
                perPage={perPage}
                count={count}
                label={`${label} pages`}
                onChange={onPage}
              />
            </Box>
          )
        }
      </QueryView>
    </section>
  );
}
