import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Verdict } from '../../utils/review';
import { Picture } from '../files/picture';
import { ItemCard } from '../player/item-card';
import { VerdictBadge } from './verdict-badge';

/** One question or step of handed-in work: its heading, how it went, and what was put. */
export function ReviewItem({
  id,
  label,
  heading,
  picture,
  verdict,
  marks,
  children,
}: {
  id: number;
  /** "Question 3", "Step 2". */
  label: string;
  heading: string;
  picture?: { file: string | null; file_alt: string | null };
  verdict: Verdict;
  marks?: string;
  children: ReactNode;
}) {
  const headingId = `review-${id}`;
  return (
    <ItemCard
      headingId={headingId}
      label={label}
      aside={<VerdictBadge verdict={verdict} marks={marks} />}
      testId="review-item"
    >
      <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Title>
      {picture?.file ? (
        <Picture file={picture.file} alt={picture.file_alt ?? ''} maxHeight={220} />
      ) : null}
      {children}
    </ItemCard>
  );
}
