/** The paged answer of ARCHITECTURE: page numbers for next and previous, or null. */
export function pageResult<T>(results: T[], count: number, page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(count / perPage));
  return {
    count,
    next: page < lastPage ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, lastPage) : null,
    results,
  };
}
