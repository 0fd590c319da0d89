import { Stack } from '@chakra-ui/react';
import { useTriggerDropPageQuery } from '../../__generated__/hooks';
import { ListPageFrame } from '../../components/ListPageFrame';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { SectionNav } from '../../shell/SectionNav';
import { GroupTriggerForm } from './GroupTriggerForm';
import { IndividualTriggerForm } from './IndividualTriggerForm';

/** /drops/triggers/send: a drop of an active group to a broadcast in progress or to one viewer. */
export default function TriggerDropPage() {
  const { sport } = useSport();
  const { mayWrite } = useViewer();
  const writable = mayWrite('trigger');
  const query = useTriggerDropPageQuery({
    variables: { sport },
    fetchPolicy: 'cache-and-network',
  });
  const loaded = query.data ?? query.previousData;
  const leagueNames = new Map((loaded?.leagues ?? []).map((l) => [l.id, l.name]));
  // Groups read as "description (league name)" in the forms' choices.
  const groups = (loaded?.dropGroups ?? []).map((g) => ({
    ...g,
    league: leagueNames.get(g.league) ?? g.league,
  }));
  return (
    <ListPageFrame
      nav={<SectionNav />}
      title="Trigger a Drop"
      description="Drops of active groups, to a broadcast in progress or to one viewer."
      readOnly={!writable && 'You can view triggers but not send them.'}
      what="active drop groups"
      query={{ ...query, hasRows: groups.length > 0 }}
    >
      <Stack gap="6">
        <GroupTriggerForm groups={groups} writable={writable} />
        <IndividualTriggerForm groups={groups} writable={writable} />
      </Stack>
    </ListPageFrame>
  );
}
