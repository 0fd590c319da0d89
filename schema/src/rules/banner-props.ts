/**
 * The banner props of the arena (spec 2 §3, §9): several dozen places a banner can hang, grouped
 * by type, lane (location), region and side (locationMeta). Map coordinates are 0 to 1: x grows
 * east, z grows north; the blue base is in the south-west corner, the red base in the north-east.
 * One catalogue for the sandbox (which refuses a configuration naming another id), the gateway
 * and the map the web draws.
 */
export const BANNER_PROP_TYPES = ['Hero', 'Vertical', 'Horizontal', 'Vertical Thin'] as const;
export type BannerPropType = (typeof BANNER_PROP_TYPES)[number];
export const BANNER_LOCATIONS = [
  'Bot Lane',
  'Mid Lane',
  'Top Lane',
  'Base',
  'Baron',
  'Dragon',
  'Fountain',
  'Jungle',
  'Base Gate',
] as const;
export type BannerLocation = (typeof BANNER_LOCATIONS)[number];
export const BANNER_LOCATION_METAS = [
  'Blue Side',
  'Red Side',
  'East',
  'West',
  'South',
  'North',
  'Alcove',
] as const;
export type BannerLocationMeta = (typeof BANNER_LOCATION_METAS)[number];

export interface BannerProp {
  id: string;
  name: string;
  /** The object the game hangs the texture on. */
  targetName: string;
  x: number;
  z: number;
  attributes: {
    type: BannerPropType;
    number: number;
    location: BannerLocation;
    locationMeta: BannerLocationMeta;
  };
}

type PropRow = [
  string,
  string,
  number,
  number,
  BannerPropType,
  number,
  BannerLocation,
  BannerLocationMeta,
];

// id, targetName, x, z, type, number, location, locationMeta
// prettier-ignore
const ROWS: readonly PropRow[] = [
  ['fountain-blue-hero-1', 'Banner_Fountain_BlueSide_Hero_01', 0.04, 0.04, 'Hero', 1, 'Fountain', 'Blue Side'],
  ['fountain-red-hero-1', 'Banner_Fountain_RedSide_Hero_01', 0.96, 0.96, 'Hero', 1, 'Fountain', 'Red Side'],
  ['base-blue-horizontal-1', 'Banner_Base_BlueSide_Horizontal_01', 0.1, 0.19, 'Horizontal', 1, 'Base', 'Blue Side'],
  ['base-blue-horizontal-2', 'Banner_Base_BlueSide_Horizontal_02', 0.19, 0.1, 'Horizontal', 2, 'Base', 'Blue Side'],
  ['base-red-horizontal-1', 'Banner_Base_RedSide_Horizontal_01', 0.81, 0.9, 'Horizontal', 1, 'Base', 'Red Side'],
  ['base-red-horizontal-2', 'Banner_Base_RedSide_Horizontal_02', 0.9, 0.81, 'Horizontal', 2, 'Base', 'Red Side'],
  ['base-gate-blue-vertical-1', 'Banner_BaseGate_BlueSide_Vertical_01', 0.09, 0.27, 'Vertical', 1, 'Base Gate', 'Blue Side'],
  ['base-gate-blue-vertical-2', 'Banner_BaseGate_BlueSide_Vertical_02', 0.22, 0.22, 'Vertical', 2, 'Base Gate', 'Blue Side'],
  ['base-gate-blue-vertical-3', 'Banner_BaseGate_BlueSide_Vertical_03', 0.27, 0.09, 'Vertical', 3, 'Base Gate', 'Blue Side'],
  ['base-gate-red-vertical-1', 'Banner_BaseGate_RedSide_Vertical_01', 0.73, 0.91, 'Vertical', 1, 'Base Gate', 'Red Side'],
  ['base-gate-red-vertical-2', 'Banner_BaseGate_RedSide_Vertical_02', 0.78, 0.78, 'Vertical', 2, 'Base Gate', 'Red Side'],
  ['base-gate-red-vertical-3', 'Banner_BaseGate_RedSide_Vertical_03', 0.91, 0.73, 'Vertical', 3, 'Base Gate', 'Red Side'],
  ['top-lane-west-thin-1', 'Banner_TopLane_West_VerticalThin_01', 0.05, 0.4, 'Vertical Thin', 1, 'Top Lane', 'West'],
  ['top-lane-west-thin-2', 'Banner_TopLane_West_VerticalThin_02', 0.05, 0.58, 'Vertical Thin', 2, 'Top Lane', 'West'],
  ['top-lane-west-thin-3', 'Banner_TopLane_West_VerticalThin_03', 0.05, 0.76, 'Vertical Thin', 3, 'Top Lane', 'West'],
  ['top-lane-north-horizontal-1', 'Banner_TopLane_North_Horizontal_01', 0.24, 0.95, 'Horizontal', 1, 'Top Lane', 'North'],
  ['top-lane-north-horizontal-2', 'Banner_TopLane_North_Horizontal_02', 0.42, 0.95, 'Horizontal', 2, 'Top Lane', 'North'],
  ['top-lane-north-horizontal-3', 'Banner_TopLane_North_Horizontal_03', 0.6, 0.95, 'Horizontal', 3, 'Top Lane', 'North'],
  ['top-lane-alcove-hero-1', 'Banner_TopLane_Alcove_Hero_01', 0.09, 0.91, 'Hero', 1, 'Top Lane', 'Alcove'],
  ['bot-lane-south-horizontal-1', 'Banner_BotLane_South_Horizontal_01', 0.4, 0.05, 'Horizontal', 1, 'Bot Lane', 'South'],
  ['bot-lane-south-horizontal-2', 'Banner_BotLane_South_Horizontal_02', 0.58, 0.05, 'Horizontal', 2, 'Bot Lane', 'South'],
  ['bot-lane-south-horizontal-3', 'Banner_BotLane_South_Horizontal_03', 0.76, 0.05, 'Horizontal', 3, 'Bot Lane', 'South'],
  ['bot-lane-east-thin-1', 'Banner_BotLane_East_VerticalThin_01', 0.95, 0.24, 'Vertical Thin', 1, 'Bot Lane', 'East'],
  ['bot-lane-east-thin-2', 'Banner_BotLane_East_VerticalThin_02', 0.95, 0.42, 'Vertical Thin', 2, 'Bot Lane', 'East'],
  ['bot-lane-east-thin-3', 'Banner_BotLane_East_VerticalThin_03', 0.95, 0.6, 'Vertical Thin', 3, 'Bot Lane', 'East'],
  ['bot-lane-alcove-hero-1', 'Banner_BotLane_Alcove_Hero_01', 0.91, 0.09, 'Hero', 1, 'Bot Lane', 'Alcove'],
  ['mid-lane-blue-vertical-1', 'Banner_MidLane_BlueSide_Vertical_01', 0.33, 0.36, 'Vertical', 1, 'Mid Lane', 'Blue Side'],
  ['mid-lane-blue-vertical-2', 'Banner_MidLane_BlueSide_Vertical_02', 0.42, 0.45, 'Vertical', 2, 'Mid Lane', 'Blue Side'],
  ['mid-lane-red-vertical-1', 'Banner_MidLane_RedSide_Vertical_01', 0.58, 0.55, 'Vertical', 1, 'Mid Lane', 'Red Side'],
  ['mid-lane-red-vertical-2', 'Banner_MidLane_RedSide_Vertical_02', 0.67, 0.64, 'Vertical', 2, 'Mid Lane', 'Red Side'],
  ['baron-north-horizontal-1', 'Banner_Baron_North_Horizontal_01', 0.33, 0.75, 'Horizontal', 1, 'Baron', 'North'],
  ['baron-west-vertical-1', 'Banner_Baron_West_Vertical_01', 0.26, 0.69, 'Vertical', 1, 'Baron', 'West'],
  ['baron-alcove-hero-1', 'Banner_Baron_Alcove_Hero_01', 0.31, 0.7, 'Hero', 1, 'Baron', 'Alcove'],
  ['dragon-south-horizontal-1', 'Banner_Dragon_South_Horizontal_01', 0.67, 0.25, 'Horizontal', 1, 'Dragon', 'South'],
  ['dragon-east-vertical-1', 'Banner_Dragon_East_Vertical_01', 0.74, 0.31, 'Vertical', 1, 'Dragon', 'East'],
  ['dragon-alcove-hero-1', 'Banner_Dragon_Alcove_Hero_01', 0.69, 0.3, 'Hero', 1, 'Dragon', 'Alcove'],
  ['jungle-blue-thin-1', 'Banner_Jungle_BlueSide_VerticalThin_01', 0.22, 0.48, 'Vertical Thin', 1, 'Jungle', 'Blue Side'],
  ['jungle-blue-thin-2', 'Banner_Jungle_BlueSide_VerticalThin_02', 0.47, 0.27, 'Vertical Thin', 2, 'Jungle', 'Blue Side'],
  ['jungle-blue-horizontal-1', 'Banner_Jungle_BlueSide_Horizontal_01', 0.27, 0.56, 'Horizontal', 1, 'Jungle', 'Blue Side'],
  ['jungle-blue-horizontal-2', 'Banner_Jungle_BlueSide_Horizontal_02', 0.54, 0.2, 'Horizontal', 2, 'Jungle', 'Blue Side'],
  ['jungle-red-thin-1', 'Banner_Jungle_RedSide_VerticalThin_01', 0.78, 0.52, 'Vertical Thin', 1, 'Jungle', 'Red Side'],
  ['jungle-red-thin-2', 'Banner_Jungle_RedSide_VerticalThin_02', 0.53, 0.73, 'Vertical Thin', 2, 'Jungle', 'Red Side'],
  ['jungle-red-horizontal-1', 'Banner_Jungle_RedSide_Horizontal_01', 0.73, 0.44, 'Horizontal', 1, 'Jungle', 'Red Side'],
  ['jungle-red-horizontal-2', 'Banner_Jungle_RedSide_Horizontal_02', 0.46, 0.8, 'Horizontal', 2, 'Jungle', 'Red Side'],
];

export const BANNER_PROPS: readonly BannerProp[] = ROWS.map(
  ([id, targetName, x, z, type, number, location, locationMeta]) => ({
    id,
    name: `${location} · ${locationMeta} · ${type} ${number}`,
    targetName,
    x,
    z,
    attributes: { type, number, location, locationMeta },
  }),
);

const BY_ID = new Map(BANNER_PROPS.map((prop) => [prop.id, prop]));

export function bannerPropById(id: string): BannerProp | undefined {
  return BY_ID.get(id);
}
