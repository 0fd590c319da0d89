import type { ViewerState } from '../../shell/viewer';

/** The resource families the gateway's stat-mapper fields declare (stat-mapper.graphql). */
const STAT_MAPPER_RESOURCES = ['tournament', 'Livestats'] as const;

/** Whether the Stat Mapper is offered at all: statSync is on in this environment (spec 1 §6). */
export const statMapperOffered = ({ viewer }: ViewerState) => viewer.features.statSync;

/** Whether Confirm and Unmap Game are allowed: a write permission on one of its families. */
export const mayMapGames = (state: ViewerState) =>
  STAT_MAPPER_RESOURCES.some((resource) => state.mayWrite(resource));
