import { rosters } from '@kitlab/contract';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { megabytes } from './import-summary';

/** A failed import as the page says it: a title and what to do. */
export interface ImportFailure {
  title: string;
  message: string;
}

/** Why the server did not take a bundle, in words for an administrator. */
export function importFailure(error: unknown): ImportFailure {
  if (isApiError(error) && error.status === 413) {
    return {
      title: 'The bundle is too large',
      message: `A bundle may be at most ${megabytes(rosters.ROSTER_BUNDLE_MAX_BYTES)} zipped. Export fewer schools at a time, or leave out files Kitlab does not read (such as demographics.csv).`,
    };
  }
  if (isApiError(error) && error.status === 403) {
    return {
      title: 'You may not import rosters',
      message: `${error.detail} Rosters are imported by the administrators of a school or district.`,
    };
  }
  if (isApiError(error) && error.status === 0) {
    return { title: 'The bundle did not reach Kitlab', message: errorMessage(error) };
  }
  return { title: 'The bundle could not be checked', message: errorMessage(error) };
}
