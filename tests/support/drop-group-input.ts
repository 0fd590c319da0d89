import type { DropGroupInput } from '../__generated__/graphql';

/** A one-drop lol group; with `dropId` the same drop again, as an edit sends it. */
export function dropGroupInput(description: string, dropId?: string): DropGroupInput {
  return {
    description,
    league: '98767991302996019',
    sport: 'lol',
    strategy: 'Default',
    drops: [
      {
        ...(dropId ? { id: dropId } : {}),
        title: 'Concurrency drop',
        description: 'For watching',
        sponsor: 'Acme',
        inventoryIds: [],
      },
    ],
  };
}
