import { Select, SimpleGrid } from '@mantine/core';
import { SearchField } from '../../../../components/ui/search-field';
import type { Hierarchy } from '../../api/get-hierarchy';
import { USER_SEARCH_MAX, type UserFilters } from '../../utils/user-filters';
import { classOptions, ROLE_OPTIONS, schoolOptions } from './options';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Deactivated' },
];

/** Search, role, school, class and status filters of the Users page. */
export function UserFiltersBar({
  filters,
  hierarchy,
  onChange,
}: {
  filters: UserFilters;
  hierarchy: Hierarchy | undefined;
  onChange: (change: Partial<UserFilters>) => void;
}) {
  const schools = hierarchy?.schools ?? [];

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mb="md">
      <SearchField
        label="Search"
        placeholder="Name or email"
        maxLength={USER_SEARCH_MAX}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <Select
        label="Role"
        placeholder="All roles"
        data={ROLE_OPTIONS}
        value={filters.userType}
        onChange={(value) => onChange({ userType: (value as UserFilters['userType']) ?? null })}
        clearable
      />
      <Select
        label="School"
        placeholder="All schools"
        data={schoolOptions(schools)}
        value={filters.schoolToken}
        onChange={(value) => onChange({ schoolToken: value })}
        clearable
        disabled={schools.length === 0}
      />
      <Select
        label="Class"
        placeholder="All classes"
        data={classOptions(schools, filters.schoolToken)}
        value={filters.classId === null ? null : String(filters.classId)}
        onChange={(value) => onChange({ classId: value ? Number(value) : null })}
        clearable
        searchable
        disabled={schools.length === 0}
      />
      <Select
        label="Status"
        placeholder="Any status"
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(value) => onChange({ status: (value as UserFilters['status']) ?? null })}
        clearable
      />
    </SimpleGrid>
  );
}
