import { ScrollArea, Stack, Text } from '@mantine/core';
import type { UserPrivacy } from '../api/get-user-privacy';

export type PrivacyPolicy = NonNullable<UserPrivacy['policy']>;

/** "12 September 2026", in the reader's own words for dates. */
export function formatPolicyDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

export function policyEdition(policy: PrivacyPolicy): string {
  return `Version ${policy.version} · published ${formatPolicyDate(policy.published_at)}`;
}

/** The policy's text, paragraph by paragraph, scrolling inside its own box. */
export function PrivacyPolicyText({ policy }: { policy: PrivacyPolicy }) {
  const paragraphs = policy.body.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <ScrollArea.Autosize
      mah="50vh"
      type="auto"
      offsetScrollbars
      // The box scrolls on its own, so a keyboard must be able to reach it to read on.
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Privacy policy text' }}
    >
      <Stack gap="sm" data-testid="privacy-policy-body">
        {paragraphs.map((paragraph, index) => (
          // Paragraphs have no id of their own and never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: static text split once
          <Text key={index} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
