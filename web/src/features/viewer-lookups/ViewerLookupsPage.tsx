import { Button, chakra, Field, Flex, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { countOf } from '@esports-admin/schema/rules/formatting';
import {
  TRIGGER_FILTER_DEFAULT_DAYS,
  VIEWER_LOOKUP_TRIGGER_LIMIT,
} from '@esports-admin/schema/rules/constants';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useViewerLookupsRecentTriggersQuery } from '../../__generated__/hooks';
import { formatUtcInstant } from '../../components/dates';
import { FormSection, TextField } from '../../components/FormFields';
import { PageHeader } from '../../components/PageHeader';
import { SectionNav } from '../../shell/SectionNav';
import { DropViewersPanel } from './DropViewersPanel';
import { TriggerFulfillmentPanel } from './TriggerFulfillmentPanel';
import { parseTriggerIds, TOO_MANY_TRIGGER_IDS, viewerLookupsPath } from './viewerLookupPaths';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * /drops/viewers: who a drop reached, and how the triggers were fulfilled, status by status, with
 * the failures listed for follow-up (spec 3 §3 "Viewer lookups", §4 fulfillment status values).
 */
export default function ViewerLookupsPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dropId = search.get('drop')?.trim() ?? '';
  const triggerIds = useMemo(() => parseTriggerIds(search.get('triggers') ?? ''), [search]);
  const [dropText, setDropText] = useState(dropId);
  const [triggerText, setTriggerText] = useState(triggerIds.join('\n'));
  const [triggerError, setTriggerError] = useState<string | undefined>();
  const lookUp = (next: { dropId?: string; triggerIds?: readonly string[] }) =>
    void navigate(viewerLookupsPath({ dropId, triggerIds, ...next }));

  function lookUpDrop(event: FormEvent) {
    event.preventDefault();
    lookUp({ dropId: dropText.trim() });
  }

  function lookUpTriggers(event: FormEvent) {
    event.preventDefault();
    const ids = parseTriggerIds(triggerText);
    if (ids.length > VIEWER_LOOKUP_TRIGGER_LIMIT) return setTriggerError(TOO_MANY_TRIGGER_IDS);
    setTriggerError(undefined);
    lookUp({ triggerIds: ids });
  }

  return (
    <Stack gap="4">
      <SectionNav />
      <Stack gap="6">
        <PageHeader
          title="Viewer Lookups"
          description="The viewers a drop reached, and how each trigger was fulfilled."
        />
        <FormSection
          title="Viewers of a drop"
          description="The puuids of every viewer the drop was triggered to."
        >
          <chakra.form onSubmit={lookUpDrop} aria-label="Look up a drop's viewers">
            <Flex gap="3" align="flex-end" wrap="wrap">
              <TextField
                label="Drop id"
                value={dropText}
                onChange={setDropText}
                fontFamily="mono"
                maxW="420px"
                inline
              />
              <Button type="submit" variant="outline" disabled={!dropText.trim()}>
                Look up viewers
              </Button>
            </Flex>
          </chakra.form>
          {dropId && <DropViewersPanel dropId={dropId} />}
        </FormSection>
        <FormSection
          title="Fulfillment of triggers"
          description={`Each trigger's viewers by fulfillment status, up to ${VIEWER_LOOKUP_TRIGGER_LIMIT} triggers at once.`}
        >
          <chakra.form onSubmit={lookUpTriggers} aria-label="Look up trigger fulfillment">
            <Stack gap="3">
              <Flex gap="3" align="flex-start" wrap="wrap">
                <Field.Root invalid={Boolean(triggerError)} maxW="420px">
                  <Field.Label>Trigger ids</Field.Label>
                  <Textarea
                    value={triggerText}
                    onChange={(event) => setTriggerText(event.currentTarget.value)}
                    rows={3}
                    fontFamily="mono"
                    bg="bg.panel"
                    spellCheck={false}
                  />
                  {triggerError ? (
                    <Field.ErrorText>{triggerError}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>Separated by commas, spaces or new lines.</Field.HelperText>
                  )}
                </Field.Root>
                <RecentTriggerPicker
                  onPick={(id) =>
                    setTriggerText((text) => [...parseTriggerIds(text), id].join('\n'))
                  }
                />
              </Flex>
              <Flex>
                <Button
                  type="submit"
                  variant="outline"
                  disabled={parseTriggerIds(triggerText).length === 0}
                >
                  Look up fulfillment
                </Button>
              </Flex>
            </Stack>
          </chakra.form>
          {triggerIds.length > 0 && <TriggerFulfillmentPanel triggerIds={triggerIds} />}
        </FormSection>
      </Stack>
    </Stack>
  );
}

/** The triggers of the last 30 days to pick from, for staff who do not have the ids at hand. */
function RecentTriggerPicker({ onPick }: { onPick: (id: string) => void }) {
  const [start] = useState(() =>
    new Date(Date.now() - TRIGGER_FILTER_DEFAULT_DAYS * DAY_MS).toISOString(),
  );
  const { data, loading } = useViewerLookupsRecentTriggersQuery({ variables: { start } });
  const triggers = [...(data?.dropTriggers ?? [])].sort((a, b) =>
    b.triggeredAt.localeCompare(a.triggeredAt),
  );
  return (
    <Field.Root maxW="420px">
      <Field.Label>Add a recent trigger</Field.Label>
      <NativeSelect.Root disabled={loading || triggers.length === 0}>
        <NativeSelect.Field
          value=""
          onChange={(event) => {
            if (event.target.value) onPick(event.target.value);
          }}
        >
          <option value="">
            {loading
              ? 'Loading triggers…'
              : `${countOf(triggers.length, 'trigger')} in the last 30 days`}
          </option>
          {triggers.map((trigger) => (
            <option key={trigger.id} value={trigger.id}>
              {trigger.id} · {trigger.title} · {formatUtcInstant(trigger.triggeredAt)} (
              {countOf(trigger.viewerCount, 'viewer')})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
