import { chakra } from '@chakra-ui/react';
import type { BannerPropType } from '@esports-admin/schema/rules/banner-props';
import { useRef, type KeyboardEvent } from 'react';
import type { BannerMap_PropFragment } from '../../../__generated__/graphql';
import { ARROW_DIRECTIONS, MAP_SIZE, nearestInDirection, screenX, screenY } from './mapGeometry';
import { NO_MARKER, propLabel, type PropMarker } from './mapMarkers';

/** Width × height of each prop type's mark, in map units: the shape tells the type. */
const SHAPES: Readonly<Record<BannerPropType, { w: number; h: number; round?: true }>> = {
  Hero: { w: 5.2, h: 5.2, round: true },
  Vertical: { w: 2.2, h: 4.6 },
  Horizontal: { w: 4.6, h: 2.2 },
  'Vertical Thin': { w: 1.2, h: 4.6 },
};

const shapeOf = (type: string) => SHAPES[type as BannerPropType] ?? SHAPES.Vertical;

/** Fixed colours: the map reads the same in either colour mode. */
const COLORS = {
  ground: '#e3efd9',
  lane: '#d9c79a',
  river: '#9cc8ee',
  blue: '#3b82f6',
  red: '#ef4444',
  baron: '#a78bfa',
  dragon: '#fb923c',
  banner: '#0d9488',
  empty: '#ffffff',
  ink: '#1f2937',
  problem: '#dc2626',
  screenshot: '#16a34a',
  diff: '#f97316',
  selected: '#0f766e',
};

/** The arena drawn by the app: lanes, river, bases and the two pits (decoration only). */
function Arena() {
  const label = {
    style: { fontSize: '2.6px', fontFamily: 'sans-serif' },
    fill: COLORS.ink,
    textAnchor: 'middle' as const,
  };
  return (
    <g aria-hidden="true">
      <rect width={MAP_SIZE} height={MAP_SIZE} fill={COLORS.ground} />
      <path d="M0 0 L100 100" stroke={COLORS.river} strokeWidth="9" />
      <g fill="none" stroke={COLORS.lane} strokeWidth="4" strokeLinejoin="round">
        <path d="M6 84 L6 6 L84 6" />
        <path d="M16 84 L84 16" />
        <path d="M16 94 L94 94 L94 16" />
      </g>
      <circle cx="11" cy="89" r="11" fill={COLORS.blue} opacity="0.35" />
      <circle cx="89" cy="11" r="11" fill={COLORS.red} opacity="0.35" />
      <circle cx="30" cy="30" r="4.5" fill={COLORS.baron} opacity="0.55" />
      <circle cx="70" cy="70" r="4.5" fill={COLORS.dragon} opacity="0.55" />
      <text x="40" y="34.5" {...label}>
        Baron
      </text>
      <text x="61" y="66.5" {...label}>
        Dragon
      </text>
      <text x="14" y="99" {...label}>
        Blue base
      </text>
      <text x="86" y="3" {...label}>
        Red base
      </text>
    </g>
  );
}

function PropMark({ prop, marker }: { prop: BannerMap_PropFragment; marker: PropMarker }) {
  const { w, h, round } = shapeOf(prop.attributes.type);
  const fill = marker.texture ? COLORS.banner : COLORS.empty;
  const stroke = marker.problem ? COLORS.problem : COLORS.ink;
  return round ? (
    <circle r={w / 2} fill={fill} stroke={stroke} strokeWidth="0.5" />
  ) : (
    <rect
      x={-w / 2}
      y={-h / 2}
      width={w}
      height={h}
      fill={fill}
      stroke={stroke}
      strokeWidth="0.5"
    />
  );
}

export interface BannerMapProps {
  props: readonly BannerMap_PropFragment[];
  markers: Readonly<Record<string, PropMarker>>;
  /** Props the filters keep; the others are dimmed and skipped by the arrow keys. */
  shown: (prop: BannerMap_PropFragment) => boolean;
  selectedId: string | null;
  onSelect: (propId: string) => void;
  /** Enter on a prop: its panel takes the focus. */
  onOpen: (propId: string) => void;
}

/**
 * The arena seen from above, every prop a focusable control at its place. One tab stop: the
 * arrow keys move to the nearest prop in that direction, Enter opens the selected one.
 */
export function BannerMap({ props, markers, shown, selectedId, onSelect, onOpen }: BannerMapProps) {
  const elements = useRef(new Map<string, SVGGElement>());
  const shownProps = props.filter(shown);
  const tabStop = shownProps.find((prop) => prop.id === selectedId) ?? shownProps[0];

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const id = event.target instanceof Element ? event.target.getAttribute('data-prop-id') : null;
    const from = props.find((prop) => prop.id === id);
    if (!from) return;
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction) {
      event.preventDefault();
      const next = nearestInDirection(from, shownProps, direction);
      if (!next) return;
      onSelect(next.id);
      elements.current.get(next.id)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(from.id);
    }
  };

  return (
    <chakra.svg
      viewBox={`0 0 ${MAP_SIZE} ${MAP_SIZE}`}
      role="group"
      aria-label="Arena map"
      w="full"
      h="auto"
      display="block"
      rounded="md"
      borderWidth="1px"
      onKeyDown={onKeyDown}
      css={{
        '& [data-prop-id]': { cursor: 'pointer', outline: 'none' },
        '& [data-prop-id]:focus-visible .focus-ring': { opacity: 1 },
      }}
    >
      <Arena />
      {props.map((prop) => {
        const marker = markers[prop.id] ?? NO_MARKER;
        const selected = prop.id === selectedId;
        const { w } = shapeOf(prop.attributes.type);
        return (
          <g
            key={prop.id}
            ref={(element) => {
              if (element) elements.current.set(prop.id, element);
              else elements.current.delete(prop.id);
            }}
            data-prop-id={prop.id}
            role="button"
            aria-label={propLabel(prop, marker)}
            aria-pressed={selected}
            tabIndex={prop.id === tabStop?.id ? 0 : -1}
            transform={`translate(${screenX(prop)} ${screenY(prop)})`}
            opacity={shown(prop) ? 1 : 0.25}
            onClick={() => onSelect(prop.id)}
          >
            <circle r="4.6" fill="transparent" />
            {marker.diff && (
              <circle
                r="3.8"
                fill="none"
                stroke={COLORS.diff}
                strokeWidth="0.8"
                strokeDasharray="1.2 0.8"
              />
            )}
            <PropMark prop={prop} marker={marker} />
            {marker.screenshot && (
              <circle
                cx={w / 2 + 0.6}
                cy={-2.6}
                r="1"
                fill={COLORS.screenshot}
                stroke={COLORS.empty}
                strokeWidth="0.3"
              />
            )}
            <circle
              className="focus-ring"
              r="4.4"
              fill="none"
              stroke={COLORS.selected}
              strokeWidth="0.5"
              strokeDasharray="1 0.6"
              opacity="0"
            />
            {selected && <circle r="3.6" fill="none" stroke={COLORS.selected} strokeWidth="0.9" />}
          </g>
        );
      })}
    </chakra.svg>
  );
}
