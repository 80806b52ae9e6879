/** The administrators' roster page: import and export of OneRoster bundles. */
export const ROSTERS_PATH = '/admin/rosters';
