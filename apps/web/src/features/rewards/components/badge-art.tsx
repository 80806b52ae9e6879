import type { rewards } from '@kitlab/contract';
import type { ReactNode } from 'react';

type BadgeCode = rewards.BadgeCode;

const WHITE = { stroke: '#fff', strokeWidth: 3, fill: 'none', strokeLinecap: 'round' } as const;

const flame = (label: string) => (
  <>
    <path
      d="M24 10c5 6 9 10 9 17a9 9 0 0 1-18 0c0-5 3-8 5-11 1 3 2 4 4 5 0-4-1-7 0-11Z"
      fill="#fff"
    />
    <text x="24" y="33" textAnchor="middle" fontSize="9" fontWeight="700" fill="#9a3412">
      {label}
    </text>
  </>
);

/** Each badge's colour (dark enough for white marks on it) and drawing. */
const ART: Record<BadgeCode, { color: string; mark: ReactNode }> = {
  first_quiz: { color: '#1c64b8', mark: <path d="M15 25l6 6 12-14" {...WHITE} /> },
  perfect_score: {
    color: '#a16207',
    mark: (
      <path
        d="M24 11l3.8 8 8.7 1-6.4 6 1.7 8.6L24 30.3l-7.8 4.3 1.7-8.6-6.4-6 8.7-1Z"
        fill="#fff"
      />
    ),
  },
  kit_complete: {
    color: '#0f766e',
    mark: <path d="M14 19h20v15H14Zm0 0 4-6h12l4 6m-15 6 4 4 7-7" {...WHITE} />,
  },
  streak_5: { color: '#c2410c', mark: flame('5') },
  streak_20: { color: '#9a3412', mark: flame('20') },
  xp_1000: { color: '#6d28d9', mark: <path d="M27 10 16 27h8l-3 11 11-17h-8Z" fill="#fff" /> },
  helpful_reply: {
    color: '#047857',
    mark: <path d="M13 14h22v14H23l-6 6v-6h-4Zm5 7h12" {...WHITE} />,
  },
  great_effort: { color: '#be123c', mark: <path d="M24 35V14m-8 8 8-8 8 8" {...WHITE} /> },
  kind_teammate: {
    color: '#a21caf',
    mark: (
      <path
        d="M24 35s-11-6.5-11-14a6 6 0 0 1 11-3.3A6 6 0 0 1 35 21c0 7.5-11 14-11 14Z"
        fill="#fff"
      />
    ),
  },
};

/**
 * A badge's artwork, drawn from its code. Decorative: the badge's name is always written beside
 * it. A badge not held yet is drawn in grey.
 */
export function BadgeArt({
  code,
  size = 48,
  muted = false,
}: {
  code: BadgeCode;
  size?: number;
  muted?: boolean;
}) {
  const art = ART[code];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      data-badge-art={code}
      style={{
        flexShrink: 0,
        filter: muted ? 'grayscale(1)' : undefined,
        opacity: muted ? 0.55 : 1,
      }}
    >
      <circle cx="24" cy="24" r="22" fill={art.color} />
      <circle
        cx="24"
        cy="24"
        r="19"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.5"
        strokeWidth="1.5"
      />
      {art.mark}
    </svg>
  );
}
