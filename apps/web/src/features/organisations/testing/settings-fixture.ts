import type { FeatureSettings } from '../api/get-feature-settings';

/** A district with two schools: Riverside follows the district, Hillcrest has push switched off. */
export function settingsFixture(overrides: Partial<FeatureSettings> = {}): FeatureSettings {
  return {
    feature_names: ['Push Notifications', 'Learning Companion'],
    district: {
      organisation_token: 'district-token',
      name: 'Maple Valley School District',
      can_switch: true,
      features: [
        { name: 'Push Notifications', enabled: true, source: 'district' },
        { name: 'Learning Companion', enabled: false, source: 'default' },
      ],
    },
    schools: [
      {
        school_token: 'hillcrest',
        name: 'Hillcrest Primary',
        features: [
          { name: 'Push Notifications', enabled: false, source: 'school' },
          { name: 'Learning Companion', enabled: false, source: 'default' },
        ],
      },
      {
        school_token: 'riverside',
        name: 'Riverside Middle School',
        features: [
          { name: 'Push Notifications', enabled: true, source: 'district' },
          { name: 'Learning Companion', enabled: false, source: 'default' },
        ],
      },
    ],
    ...overrides,
  };
}
