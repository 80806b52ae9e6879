import { PageHeader } from '../../../components/ui/page-header';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { LIBRARY_PER_PAGE, useLibrary } from '../api/get-library';
import { KitGrid } from '../components/library/kit-grid';
import { LibraryFiltersBar } from '../components/library/library-filters-bar';
import { PagedResults } from '../components/paged-results';
import { useKitReader } from '../hooks/use-kit-reader';
import { usePageInRange } from '../hooks/use-page-in-range';
import { useStatusRefresh } from '../hooks/use-status-refresh';
import { myLibraryFilters, toLibraryBody } from '../utils/library-filters';

const NOTHING_YET = {
  T: {
    title: 'No kits yet',
    description: 'Kits for the grades and subjects you teach appear here.',
  },
  S: {
    title: 'Nothing assigned yet',
    description: 'Kits your teachers assign to your class appear here.',
  },
};

/** My Library: the kits a teacher may teach, or those assigned to a student's class. */
export function MyLibraryPage() {
  const reader = useKitReader();
  useStatusRefresh();
  const { filters, change, isFiltered } = useUrlFilters(myLibraryFilters);
  const library = useLibrary(reader, toLibraryBody(filters, LIBRARY_PER_PAGE));
  usePageInRange(filters.page, library, LIBRARY_PER_PAGE, (page) => change({ page }));
  const isStudent = reader.userType === 'S';

  return (
    <>
      <PageHeader
        title="My Library"
        description={
          isStudent
            ? 'Kits assigned to your class, with their lessons and activities.'
            : 'Kits for the grades and subjects you teach. Open one to read it or assign it.'
        }
      />
      <LibraryFiltersBar
        filters={filters}
        choices={library.data?.filters}
        filtered={isFiltered}
        onChange={change}
      />
      <PagedResults
        label="Kits"
        query={library}
        loading="Loading your kits…"
        failed="We could not load your kits"
        empty={NOTHING_YET[reader.userType]}
        filtered={isFiltered}
        noMatch="No kits match these filters"
        page={filters.page}
        perPage={LIBRARY_PER_PAGE}
        onPage={(page) => change({ page })}
      >
        {(kits) => <KitGrid kits={kits} />}
      </PagedResults>
    </>
  );
}
