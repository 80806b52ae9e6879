import type { UserType } from '@kitlab/contract';
import type { UserListFilters } from '../api/list-users';

/** The Users page's filters, as they stand in its address so a filtered list can be shared. */
export interface UserFilters {
  search: string;
  userType: UserType | null;
  schoolToken: string | null;
  classId: number | null;
  status: 'active' | 'inactive' | null;
  page: number;
}

const PARAM = {
  search: 'q',
  userType: 'role',
  schoolToken: 'school',
  classId: 'class',
  status: 'status',
  page: 'page',
} as const;

const USER_TYPES: readonly string[] = ['S', 'T', 'C'];

/** The longest search the user list takes. */
export const USER_SEARCH_MAX = 100;

function positiveInteger(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}

/** Reads the filters from the address; anything unreadable is simply no filter. */
export function readUserFilters(params: URLSearchParams): UserFilters {
  const role = params.get(PARAM.userType);
  const status = params.get(PARAM.status);
  return {
    search: params.get(PARAM.search)?.trim().slice(0, USER_SEARCH_MAX) ?? '',
    userType: role && USER_TYPES.includes(role) ? (role as UserType) : null,
    schoolToken: params.get(PARAM.schoolToken) || null,
    classId: positiveInteger(params.get(PARAM.classId)),
    status: status === 'active' || status === 'inactive' ? status : null,
    page: positiveInteger(params.get(PARAM.page)) ?? 1,
  };
}

/** Writes the filters back, leaving out the defaults so a plain list has a plain address. */
export function writeUserFilters(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set(PARAM.search, filters.search);
  if (filters.userType) params.set(PARAM.userType, filters.userType);
  if (filters.schoolToken) params.set(PARAM.schoolToken, filters.schoolToken);
  if (filters.classId !== null) params.set(PARAM.classId, String(filters.classId));
  if (filters.status) params.set(PARAM.status, filters.status);
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  return params;
}

/**
 * A change of filters. Any filter but the page starts again at page 1, and choosing another
 * school clears the class (the cascade of the admin report's filters).
 */
export function changeUserFilters(current: UserFilters, change: Partial<UserFilters>): UserFilters {
  const next = { ...current, ...change };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  if (!onlyPage && change.page === undefined) next.page = 1;
  if (change.schoolToken !== undefined && change.schoolToken !== current.schoolToken) {
    if (change.classId === undefined) next.classId = null;
  }
  return next;
}

/** The listUsers query the filters stand for. */
export function toUserListQuery(filters: UserFilters, perPage: number): UserListFilters {
  const isActive: 'true' | 'false' = filters.status === 'active' ? 'true' : 'false';
  return {
    page: filters.page,
    per_page: perPage,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.userType ? { user_type: filters.userType } : {}),
    ...(filters.schoolToken ? { school_token: filters.schoolToken } : {}),
    ...(filters.classId !== null ? { class_id: filters.classId } : {}),
    ...(filters.status ? { is_active: isActive } : {}),
  };
}
