import { Box } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { GoldChart_FrameFragment } from '../../__generated__/graphql';

/** The drawing's width until the panel is measured; then one unit is one pixel, so text stays 13 px. */
const DEFAULT_WIDTH = 1000;
const MIN_WIDTH = 480;
const HEIGHT = 240;
const PAD = { left: 72, right: 16, top: 16, bottom: 28 };
const TICK_MINUTES = 5;

/** 'm:ss' of game time; negative before the start ('−2:30'). */
export function gameClock(seconds: number): string {
  const sign = seconds < 0 ? '−' : '';
  const total = Math.abs(Math.round(seconds));
  return `${sign}${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The element's content width, followed as the layout changes (undefined until measured). */
function useContentWidth<T extends Element>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const signedGold = (gold: number) =>
  `${gold > 0 ? '+' : gold < 0 ? '−' : ''}${Math.abs(gold).toLocaleString('en-US')}`;

/** A gold value on the left axis or a game time under the chart, in the muted axis style. */
function AxisLabel({
  x,
  y,
  anchor,
  children,
}: {
  x: number;
  y: number;
  anchor: 'end' | 'middle';
  children: string;
}) {
  return (
    <text x={x} y={y} textAnchor={anchor} fontSize="13" fill="currentColor" opacity={0.7}>
      {children}
    </text>
  );
}

/**
 * Blue's gold lead over red along the game (SVG, no chart library): above the middle line blue is
 * ahead, below red is. Time runs from the detected start (0:00; the pre-game shows as negative
 * time) and the start is marked by a dashed line.
 */
export function GoldChart({
  frames,
  start,
}: {
  frames: readonly GoldChart_FrameFragment[];
  start: GoldChart_FrameFragment | null;
}) {
  const titleId = useId();
  const [panelRef, measured] = useContentWidth<HTMLDivElement>();
  const width = Math.max(MIN_WIDTH, measured ?? DEFAULT_WIDTH);
  const origin = Date.parse(start?.timestamp ?? frames[0]?.timestamp ?? '');
  const points = frames.map((frame) => ({
    seconds: (Date.parse(frame.timestamp) - origin) / 1000,
    diff: frame.goldDifference,
  }));
  const first = points[0]?.seconds ?? 0;
  const last = points[points.length - 1]?.seconds ?? 1;
  const span = Math.max(1, last - first);
  const range = Math.max(1000, ...points.map((point) => Math.abs(point.diff)));
  const x = (seconds: number) =>
    PAD.left + ((seconds - first) / span) * (width - PAD.left - PAD.right);
  const y = (diff: number) =>
    PAD.top + ((range - diff) / (2 * range)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = points
    .map((p, i) => `${i ? 'L' : 'M'}${x(p.seconds).toFixed(1)},${y(p.diff).toFixed(1)}`)
    .join('');
  const ticks: number[] = [];
  for (
    let minute = Math.ceil(first / 60 / TICK_MINUTES) * TICK_MINUTES;
    minute * 60 <= last;
    minute += TICK_MINUTES
  ) {
    ticks.push(minute * 60);
  }
  const final = points[points.length - 1]?.diff ?? 0;
  const summary = start
    ? `Gold difference over ${gameClock(last)} of game; game start marked at 0:00; final difference ${signedGold(final)} for blue.`
    : 'Gold difference of the broadcast; no game start was found.';

  return (
    <Box ref={panelRef} borderWidth="1px" rounded="lg" bg="bg.panel" p="2" overflowX="auto">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        style={{ minWidth: MIN_WIDTH, display: 'block' }}
      >
        <title id={titleId}>{summary}</title>
        <line
          x1={PAD.left}
          x2={width - PAD.right}
          y1={y(0)}
          y2={y(0)}
          stroke="currentColor"
          strokeOpacity={0.35}
        />
        {[range, -range].map((value) => (
          <AxisLabel key={value} x={PAD.left - 6} y={y(value) + 4} anchor="end">
            {signedGold(value)}
          </AxisLabel>
        ))}
        <text x={PAD.left + 6} y={PAD.top + 10} fontSize="13" fill="var(--chakra-colors-blue-fg)">
          Blue ahead
        </text>
        <text
          x={PAD.left + 6}
          y={HEIGHT - PAD.bottom - 6}
          fontSize="13"
          fill="var(--chakra-colors-red-fg)"
        >
          Red ahead
        </text>
        {ticks.map((seconds) => (
          <AxisLabel key={seconds} x={x(seconds)} y={HEIGHT - 8} anchor="middle">
            {gameClock(seconds)}
          </AxisLabel>
        ))}
        <path d={line} fill="none" stroke="var(--chakra-colors-purple-solid)" strokeWidth={2} />
        {start && (
          <g data-testid="game-start-marker">
            <line
              x1={x(0)}
              x2={x(0)}
              y1={PAD.top}
              y2={HEIGHT - PAD.bottom}
              stroke="var(--chakra-colors-green-fg)"
              strokeDasharray="4 3"
              strokeWidth={2}
            />
            <text x={x(0) + 4} y={PAD.top + 24} fontSize="13" fill="var(--chakra-colors-green-fg)">
              Game start
            </text>
          </g>
        )}
      </svg>
    </Box>
  );
}
