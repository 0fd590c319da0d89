import type { PickBlockState } from '../../../__generated__/graphql';

/** How staff read a block's state, and the badge colour it wears. */
export const PICK_BLOCK_STATE_LABELS: Record<PickBlockState, string> = {
  upcoming: 'Upcoming',
  open: 'Open',
  locked: 'Locked',
  scored: 'Scored',
};

export const PICK_BLOCK_STATE_COLORS: Record<PickBlockState, string> = {
  upcoming: 'blue',
  open: 'green',
  locked: 'orange',
  scored: 'gray',
};

/** The states in the order a block goes through them. */
export const PICK_BLOCK_STATE_ORDER = Object.keys(PICK_BLOCK_STATE_LABELS) as PickBlockState[];
