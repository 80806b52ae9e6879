import type { QueryClient } from '@tanstack/react-query';
import type { FeatureSettings, SchoolFeatures } from './get-feature-settings';
import { organisationKeys } from './keys';

/** Puts a school's new features in the admin page's table and refreshes the user's own map. */
export function schoolFeatureChanged(queryClient: QueryClient, school: SchoolFeatures) {
  queryClient.setQueryData<FeatureSettings>(organisationKeys.settings(), (settings) =>
    settings
      ? {
          ...settings,
          schools: settings.schools.map((s) =>
            s.school_token === school.school_token ? school : s,
          ),
        }
      : settings,
  );
  return queryClient.invalidateQueries({ queryKey: organisationKeys.map() });
}
