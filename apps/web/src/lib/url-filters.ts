/** How one value stands in the address: read from its raw text, written back (null: left out). */
export interface ParamCodec<T> {
  read(raw: string | null): T;
  write(value: T): string | null;
}

interface FieldSpec<T> {
  /** The query parameter's name. */
  key: string;
  codec: ParamCodec<T>;
  /** Whether changing this field starts the list again at page 1; true unless told. */
  resetsPage?: boolean;
}

export type FieldSpecs<F> = { [K in keyof F]: FieldSpec<F[K]> };

/** A whole number from 1 up, written plainly ("3", not "3.0" or "03"); anything else is none. */
export function readPositiveInteger(raw: string | null): number | null {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

const writeNumber = (value: number | null) => (value === null ? null : String(value));

export const idParam: ParamCodec<number | null> = {
  read: readPositiveInteger,
  write: writeNumber,
};

/** A kit grade number, 1 to 12. */
export const gradeParam: ParamCodec<number | null> = {
  read: (raw) => {
    const value = readPositiveInteger(raw);
    return value !== null && value <= 12 ? value : null;
  },
  write: writeNumber,
};

/** Most ids a list filter takes (the kit lists refuse more). */
export const MAX_LIST_IDS = 20;

/** Ids as `1,3`: sorted and without repeats, so one choice has one address. */
export const idListParam: ParamCodec<number[]> = {
  read: (raw) => {
    const ids = (raw ?? '').split(',').map((part) => readPositiveInteger(part.trim()));
    return [...new Set(ids.filter((id): id is number => id !== null))]
      .sort((a, b) => a - b)
      .slice(0, MAX_LIST_IDS);
  },
  write: (value) =>
    value.length === 0 ? null : [...new Set(value)].sort((a, b) => a - b).join(','),
};

/** A page number; page 1 is the default and is left out. */
export const pageParam: ParamCodec<number> = {
  read: (raw) => readPositiveInteger(raw) ?? 1,
  write: (value) => (value > 1 ? String(value) : null),
};

export const slugParam: ParamCodec<string | null> = {
  read: (raw) => (raw && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw) ? raw : null),
  write: (value) => value,
};

/** One of a fixed set of values, each with its own word in the address. */
export function choiceParam<T extends string>(words: Record<T, string>): ParamCodec<T | null> {
  const entries = Object.entries(words) as [T, string][];
  return {
    read: (raw) => entries.find(([, word]) => word === raw)?.[0] ?? null,
    write: (value) => (value === null ? null : words[value]),
  };
}

/**
 * Filters kept in a page's address, so a reload, Back or a shared link shows the same list.
 * Reading never fails: a value that cannot be read is simply no filter.
 */
export function urlFilters<F extends { page: number }>(fields: FieldSpecs<F>) {
  const keys = Object.keys(fields) as (keyof F)[];
  const written = <K extends keyof F>(key: K, filters: F) => fields[key].codec.write(filters[key]);

  function read(params: URLSearchParams): F {
    const filters = {} as F;
    for (const key of keys) filters[key] = fields[key].codec.read(params.get(fields[key].key));
    return filters;
  }

  const empty = read(new URLSearchParams());

  return {
    empty,
    read,
    /** Writes the filters back, leaving out defaults so a plain list has a plain address. */
    write(filters: F): URLSearchParams {
      const params = new URLSearchParams();
      for (const key of keys) {
        const value = written(key, filters);
        if (value !== null) params.set(fields[key].key, value);
      }
      return params;
    },
    /**
     * A change of filters. Changing a filter (not the page) to another value starts again at
     * page 1; setting a filter to the value it already has keeps the page.
     */
    change(current: F, change: Partial<F>): F {
      const next = { ...current, ...change };
      const resets = (Object.keys(change) as (keyof F)[]).some(
        (key) =>
          key !== 'page' &&
          fields[key].resetsPage !== false &&
          written(key, next) !== written(key, current),
      );
      return resets && change.page === undefined ? { ...next, page: 1 } : next;
    },
    /** Whether anything but the page narrows the list. */
    isFiltered(filters: F): boolean {
      return keys.some((key) => key !== 'page' && written(key, filters) !== written(key, empty));
    },
  };
}

export type UrlFilters<F extends { page: number }> = ReturnType<typeof urlFilters<F>>;
