import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { fullName } from '../../../lib/full-name';
import { useStudent } from '../api/get-student';
import { type FoundStudent, useStudentSearch } from '../api/search-students';

const SEARCH_SETTLE_MS = 300;

const optionOf = (student: FoundStudent) => ({
  value: student.user_token,
  label: `${fullName(student)} (${student.email})`,
});

/**
 * Picks one student of the administrator's schools by name or email, searched on the server as
 * the users page searches. The choice is the student's token; their name is read back for it.
 */
export function StudentPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (userToken: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), SEARCH_SETTLE_MS);
  const found = useStudentSearch(settled);
  const chosen = useStudent(value);
  const options = (found.data ?? []).map(optionOf);
  if (chosen.data && !options.some((option) => option.value === value)) {
    options.unshift(optionOf(chosen.data));
  }
  return (
    <Select
      label="Student"
      placeholder="Search by name or email"
      searchable
      clearable
      data={options}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already; the box shows its answers as they are.
      filter={({ options: all }) => all}
      nothingFoundMessage={settled ? 'No student found' : 'Type a name or email'}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
