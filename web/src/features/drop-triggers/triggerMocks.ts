/** The one drop group both trigger forms offer in their tests. */
export const TRIGGER_GROUPS = [
  {
    __typename: 'DropGroup' as const,
    id: 'g1',
    description: 'Finals drops',
    league: 'LEC',
    drops: [{ __typename: 'Drop' as const, id: 'd1', title: 'Finals Ward' }],
  },
];
