import { Anchor, Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useClearSchoolFeature } from '../api/clear-school-feature';
import type { SchoolFeature, SchoolFeatures } from '../api/get-feature-settings';
import { useSwitchSchoolFeature } from '../api/switch-school-feature';
import { schoolFeatureWords } from '../utils/feature-words';

const failed = (error: unknown) => showToast({ tone: 'danger', message: errorMessage(error) });

/** One school's switch of one feature, where its value comes from, and a way back to inheriting. */
export function SchoolFeatureCell({
  school,
  feature,
  inheritLabel,
}: {
  school: SchoolFeatures;
  feature: SchoolFeature;
  /** "Use the district's setting", or the default's where there is no district. */
  inheritLabel: string;
}) {
  const switching = useSwitchSchoolFeature(school.school_token);
  const clearing = useClearSchoolFeature(school.school_token);
  const busy = switching.isPending || clearing.isPending;
  const wordsId = useId();
  const where = `${feature.name} at ${school.name}`;
  return (
    <Stack gap={4} align="flex-start">
      <Switch
        size="md"
        checked={feature.enabled}
        disabled={busy}
        aria-label={where}
        aria-describedby={wordsId}
        onChange={(event) =>
          switching.mutate(
            { name: feature.name, enabled: event.currentTarget.checked },
            { onError: failed },
          )
        }
      />
      <Text id={wordsId} size="xs" c="dimmed" data-testid="feature-source">
        {schoolFeatureWords(feature)}
      </Text>
      {feature.source === 'school' ? (
        <Anchor
          component="button"
          type="button"
          size="xs"
          disabled={busy}
          aria-label={`${inheritLabel}: ${where}`}
          onClick={() => clearing.mutate(feature.name, { onError: failed })}
          style={{ textAlign: 'left', minHeight: 24 }}
        >
          {inheritLabel}
        </Anchor>
      ) : null}
    </Stack>
  );
}
