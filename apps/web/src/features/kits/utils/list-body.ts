/** The filters My Library and the topic list share: a search key, a grade and subjects. */
export interface ListFilters {
  search: string;
  grade: number | null;
  subjects: number[];
  page: number;
}

/** What the kit list calls take for those filters and the paging. */
export interface ListBody {
  page: number;
  per_page: number;
  search?: string;
  grade?: number;
  subjects?: number[];
}

/** The list call's shared filters and paging, leaving out the filters that are not set. */
export function toListBody(filters: ListFilters, perPage: number): ListBody {
  return {
    page: filters.page,
    per_page: perPage,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.grade !== null ? { grade: filters.grade } : {}),
    ...(filters.subjects.length > 0 ? { subjects: filters.subjects } : {}),
  };
}
