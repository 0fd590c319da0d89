import { Badge, Box, Button, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type {
  LocalizationMatrixPageQuery,
  LocalizationSetInput,
} from '../../../__generated__/graphql';
import {
  useLocalizationMatrixPageQuery,
  useLocalizationMatrixPageSaveMutation,
} from '../../../__generated__/hooks';
import { runMutation, type EditConflictInfo } from '../../../apollo/mutationOutcome';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { ListPageFrame } from '../../../components/ListPageFrame';
import { useSport } from '../../../shell/sport';
import { useViewer } from '../../../shell/viewer';
import { SectionNav } from '../../../shell/SectionNav';
import { LocalizationEditor } from './LocalizationEditor';

type DropRow = NonNullable<LocalizationMatrixPageQuery['dropGroups']>[number]['drops'][number];

/**
 * /drops/localizations: the titles of the active groups' drops × the locales. A missing cell is
 * marked and can be filled in place; Edit opens the full editor (order, remove, move).
 */
export default function LocalizationMatrixPage() {
  const { sport } = useSport();
  const { mayWrite } = useViewer();
  const writable = mayWrite('drop') || mayWrite('localization group');
  const { data, previousData, loading, error, refetch } = useLocalizationMatrixPageQuery({
    variables: { sport },
    fetchPolicy: 'cache-and-network',
  });
  const [save, saving] = useLocalizationMatrixPageSaveMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [cell, setCell] = useState<{ drop: string; locale: string; text: string } | null>(null);
  /** A stale save: the editor stays open under the notice; Re-apply saves over the new version. */
  const [conflict, setConflict] = useState<EditConflictInfo | null>(null);
  const [reapplyVersion, setReapplyVersion] = useState<string | null>(null);
  const loaded = data ?? previousData;
  const locales = loaded?.dropLocales ?? [];
  const drops = (loaded?.dropGroups ?? []).flatMap((g) => g.drops);
  const missing = drops.reduce(
    (n, d) =>
      n + locales.filter((l) => !d.titleLocalizations.some((t) => t.locale === l && t.text)).length,
    0,
  );
  const refresh = () => void refetch().catch(() => undefined);

  const submit = async (set: LocalizationSetInput, expectedVersion: string | null) => {
    const done = (
      await runMutation(
        save({ variables: { sets: [set], expectedVersion } }),
        (answer) => answer.saveLocalizations,
      )
    ).ok;
    if (done) {
      setEditing(null);
      setCell(null);
      refresh();
    }
  };
  const fillCell = (drop: DropRow) => {
    if (!cell?.text.trim()) return;
    // Only the input's fields: the cached objects carry __typename, which the input type refuses.
    const texts = drop.titleLocalizations
      .filter((t) => t.text)
      .map(({ locale, text }) => ({ locale, text }));
    void submit(
      {
        key: drop.titleLocalizationGroup,
        group: drop.titleLocalizationGroup,
        locales: [...texts.map((t) => t.locale), cell.locale],
        texts: [...texts, { locale: cell.locale, text: cell.text.trim() }],
      },
      drop.titleLocalizationVersion ?? null,
    );
  };
  const editedDrop = drops.find((d) => d.id === editing);
  const saveEdited = async (set: LocalizationSetInput) => {
    const result = await runMutation(
      save({
        variables: {
          sets: [set],
          expectedVersion: reapplyVersion ?? editedDrop?.titleLocalizationVersion ?? null,
        },
      }),
      (answer) => answer.saveLocalizations,
      { conflictShownByCaller: true },
    );
    if (result.ok) {
      closeEditor();
      refresh();
    } else if (result.conflict) {
      setConflict(result.conflict);
    }
  };
  const closeEditor = () => {
    setEditing(null);
    setConflict(null);
    setReapplyVersion(null);
  };

  return (
    <ListPageFrame
      nav={<SectionNav />}
      title="Localizations"
      description={`Drop titles of the active groups in every locale. ${missing} missing translation${
        missing === 1 ? '' : 's'
      } fall back to en_US.`}
      what="localizations"
      query={{ loading, error, hasRows: drops.length > 0 }}
      onRetry={refresh}
    >
      {editedDrop && conflict && (
        <ConflictNotice
          conflict={{
            info: conflict,
            latest: { values: {}, version: conflict.currentVersion },
            differingFields: [],
          }}
          noun="localization"
          onReload={() => {
            setConflict(null);
            setReapplyVersion(null);
            refresh();
          }}
          onReapply={() => {
            setReapplyVersion(conflict.currentVersion);
            setConflict(null);
          }}
        />
      )}
      {editedDrop && (
        <LocalizationEditor
          key={`${editedDrop.id}:${editedDrop.titleLocalizationVersion ?? ''}`}
          label={`Title of “${editedDrop.title}”`}
          localeKey={editedDrop.titleLocalizationGroup}
          group={editedDrop.titleLocalizationGroup}
          texts={editedDrop.titleLocalizations}
          locales={locales}
          saving={saving.loading}
          onSave={(set) => void saveEdited(set)}
          onCancel={closeEditor}
        />
      )}
      {drops.length === 0 && !loading ? (
        <Text color="fg.muted">Nothing to display.</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" rounded="xl" bg="bg.panel">
          <Table.Root size="sm" aria-label="Localization completeness">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader position="sticky" left="0" bg="bg.panel" minW="220px">
                  Drop title
                </Table.ColumnHeader>
                {locales.map((l) => (
                  <Table.ColumnHeader key={l} fontFamily="mono" fontSize="xs">
                    {l}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {drops.map((drop) => (
                <Table.Row key={drop.id}>
                  <Table.Cell position="sticky" left="0" bg="bg.panel">
                    <Stack gap="1" align="flex-start">
                      <Text fontWeight="medium">{drop.title}</Text>
                      {writable && (
                        <Button
                          size="2xs"
                          variant="outline"
                          onClick={() => {
                            closeEditor();
                            setEditing(drop.id);
                          }}
                        >
                          Edit
                        </Button>
                      )}
                    </Stack>
                  </Table.Cell>
                  {locales.map((locale) => {
                    const text = drop.titleLocalizations.find((t) => t.locale === locale)?.text;
                    const open = cell?.drop === drop.id && cell.locale === locale;
                    if (open) {
                      return (
                        <Table.Cell key={locale} minW="180px">
                          <Input
                            size="xs"
                            autoFocus
                            aria-label={`${locale} title of ${drop.title}`}
                            value={cell.text}
                            onChange={(e) => setCell({ ...cell, text: e.currentTarget.value })}
                            onKeyDown={(e) => {
                              if (e.key === 'Enter') fillCell(drop);
                              if (e.key === 'Escape') setCell(null);
                            }}
                            onBlur={() => !cell.text.trim() && setCell(null)}
                          />
                        </Table.Cell>
                      );
                    }
                    return (
                      <Table.Cell key={locale} maxW="160px">
                        {text ? (
                          <Text fontSize="xs" truncate title={text}>
                            {text}
                          </Text>
                        ) : (
                          <Badge
                            as={writable ? 'button' : 'span'}
                            colorPalette="orange"
                            variant="subtle"
                            cursor={writable ? 'pointer' : 'default'}
                            aria-label={`Missing ${locale} title of ${drop.title}${writable ? ': add it' : ''}`}
                            onClick={() => writable && setCell({ drop: drop.id, locale, text: '' })}
                          >
                            Missing
                          </Badge>
                        )}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </ListPageFrame>
  );
}
