/** A small flame beside a streak's length; decorative, the length is written beside it. */
export function StreakFlame({ size = 18, lit = true }: { size?: number; lit?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2c3 3.6 6 6.4 6 11a6 6 0 0 1-12 0c0-3.2 1.8-5.2 3.3-7.2.6 1.8 1.4 2.7 2.7 3.3 0-2.6-.6-4.6 0-7.1Z"
        fill={lit ? '#c2410c' : '#868e96'}
      />
    </svg>
  );
}
