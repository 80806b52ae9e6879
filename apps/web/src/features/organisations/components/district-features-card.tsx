import { Stack, Switch, Text } from '@mantine/core';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import type { DistrictFeatures } from '../api/get-feature-settings';
import { useSwitchDistrictFeature } from '../api/switch-district-feature';
import { districtFeatureWords } from '../utils/feature-words';

type DistrictFeature = DistrictFeatures['features'][number];

function DistrictSwitch({ feature }: { feature: DistrictFeature }) {
  const switching = useSwitchDistrictFeature();
  return (
    <Switch
      size="md"
      label={feature.name}
      // The description sits inside the label: without this it would be read as the name too.
      aria-label={feature.name}
      description={districtFeatureWords(feature)}
      checked={feature.enabled}
      disabled={switching.isPending}
      onChange={(event) =>
        switching.mutate(
          { name: feature.name, enabled: event.currentTarget.checked },
          { onError: (error) => showToast({ tone: 'danger', message: errorMessage(error) }) },
        )
      }
    />
  );
}

/**
 * What the district's schools inherit: switches for a district administrator, the values in
 * words for a school's (only the district may change them).
 */
export function DistrictFeaturesCard({ district }: { district: DistrictFeatures }) {
  return (
    <SectionCard title="District" aside={district.name}>
      {district.can_switch ? (
        <Stack gap="md">
          {district.features.map((feature) => (
            <DistrictSwitch key={feature.name} feature={feature} />
          ))}
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Your district sets these; your school follows them unless it has its own setting.
          </Text>
          {district.features.map((feature) => (
            <Text key={feature.name} size="sm">
              <Text span fw={600}>
                {feature.name}:
              </Text>{' '}
              {districtFeatureWords(feature)}
            </Text>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
