import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

const SEARCH_SETTLE_MS = 300;

/**
 * A search box that narrows its list once typing settles. It follows the address when the
 * search changes there (Clear filters, Back) and keeps what is being typed otherwise.
 */
export function SearchField({
  value,
  label,
  placeholder,
  maxLength,
  onSearch,
}: {
  value: string;
  label: string;
  placeholder: string;
  /** The longest search the list's call accepts. */
  maxLength: number;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(value);
  const send = useDebouncedCallback((typed: string) => onSearch(typed.trim()), SEARCH_SETTLE_MS);

  useEffect(() => {
    setText((typed) => (typed.trim() === value ? typed : value));
  }, [value]);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      maxLength={maxLength}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send.flush();
      }}
      // Leaving the box for another filter sends the search first, so the two changes to the
      // address do not race and drop the search.
      onBlur={() => send.flush()}
    />
  );
}
