import type { BannerMap_PropFragment } from '../../../__generated__/graphql';

/** The map is drawn in a 100 × 100 box: x east, and north up (y = 1 − z on screen). */
export const MAP_SIZE = 100;

export const screenX = (prop: Pick<BannerMap_PropFragment, 'x'>) => prop.x * MAP_SIZE;
export const screenY = (prop: Pick<BannerMap_PropFragment, 'z'>) => (1 - prop.z) * MAP_SIZE;

export type MapDirection = 'up' | 'down' | 'left' | 'right';

export const ARROW_DIRECTIONS: Readonly<Record<string, MapDirection>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The prop an arrow key moves to: the nearest one ahead in that direction on screen, a prop
 * straight ahead preferred to one off to the side. Null at the map's edge.
 */
export function nearestInDirection<Prop extends BannerMap_PropFragment>(
  from: Prop,
  props: readonly Prop[],
  direction: MapDirection,
): Prop | null {
  let best: { prop: Prop; score: number } | null = null;
  for (const prop of props) {
    if (prop.id === from.id) continue;
    const dx = screenX(prop) - screenX(from);
    const dy = screenY(prop) - screenY(from);
    const [ahead, aside] =
      direction === 'right'
        ? [dx, dy]
        : direction === 'left'
          ? [-dx, dy]
          : direction === 'down'
            ? [dy, dx]
            : [-dy, dx];
    if (ahead <= 0) continue;
    const score = ahead + 2 * Math.abs(aside);
    if (!best || score < best.score) best = { prop, score };
  }
  return best?.prop ?? null;
}
