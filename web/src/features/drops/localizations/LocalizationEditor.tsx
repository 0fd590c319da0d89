import {
  Button,
  Flex,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { DROP_MESSAGES, validateLocalizationSet } from '@esports-admin/schema/rules/drops';
import { LOCALE_PLACEHOLDER } from '@esports-admin/schema/rules/locale';
import { useId, useState } from 'react';
import type { LocalizationSetInput } from '../../../__generated__/graphql';
import { PlusIcon } from '../../../components/icons';
import {
  addLocale,
  changeLocale,
  changeText,
  draftFrom,
  moveLocale,
  removeLocale,
  toSetInput,
} from './localizationEditorState';

interface LocalizationEditorProps {
  label: string;
  localeKey: string;
  group: string;
  texts: readonly { locale: string; text?: string | null }[];
  locales: readonly string[];
  saving: boolean;
  onSave: (set: LocalizationSetInput) => void;
  onCancel: () => void;
}

/** One key's texts: an ordered locale list; removing sets null, changing a locale moves the text. */
export function LocalizationEditor(props: LocalizationEditorProps) {
  const [draft, setDraft] = useState(() => draftFrom(props.texts));
  const used = new Set(draft.rows.map((r) => r.locale));
  const set = toSetInput(draft, props.localeKey, props.group);
  const problem = Object.keys(validateLocalizationSet(set)).length > 0;
  const defaultLocaleNote = useId();
  return (
    <Stack gap="3" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.panel">
      <Text fontWeight="semibold">{props.label}</Text>
      <Stack as="ol" gap="2" p="0" m="0">
        {draft.rows.map((row, i) => (
          <Flex as="li" key={row.key} gap="2" align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <NativeSelect.Root
              width={{ base: 'full', md: '200px' }}
              flexShrink={0}
              disabled={row.locale === DEFAULT_LOCALE}
            >
              <NativeSelect.Field
                aria-label={`Locale ${i + 1}`}
                aria-describedby={row.locale === DEFAULT_LOCALE ? defaultLocaleNote : undefined}
                value={row.locale}
                onChange={(e) => setDraft(changeLocale(draft, row.key, e.currentTarget.value))}
              >
                <option value="">{LOCALE_PLACEHOLDER}</option>
                {props.locales
                  .filter((l) => l === row.locale || !used.has(l))
                  .map((l) => (
                    <option key={l} value={l}>
                      {l}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Input
              aria-label={`Text ${row.locale || i + 1}`}
              value={row.text}
              onChange={(e) => setDraft(changeText(draft, row.key, e.currentTarget.value))}
            />
            <HStack gap="1" flexShrink={0}>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Move ${row.locale || 'locale'} up`}
                disabled={i === 0}
                onClick={() => setDraft(moveLocale(draft, row.key, -1))}
              >
                ↑
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Move ${row.locale || 'locale'} down`}
                disabled={i === draft.rows.length - 1}
                onClick={() => setDraft(moveLocale(draft, row.key, 1))}
              >
                ↓
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove ${row.locale || 'locale'}`}
                aria-describedby={row.locale === DEFAULT_LOCALE ? defaultLocaleNote : undefined}
                disabled={row.locale === DEFAULT_LOCALE}
                onClick={() => setDraft(removeLocale(draft, row.key))}
              >
                ✕
              </IconButton>
            </HStack>
          </Flex>
        ))}
      </Stack>
      <Text
        id={defaultLocaleNote}
        fontSize="sm"
        color={problem ? 'fg.error' : 'fg.muted'}
        role={problem ? 'alert' : undefined}
      >
        {DROP_MESSAGES.defaultLocaleRequired}
      </Text>
      <Flex justify="space-between" gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setDraft(addLocale(draft))}>
          <PlusIcon />
          Add Locale
        </Button>
        <HStack>
          <Button size="sm" variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button
            size="sm"
            colorPalette="teal"
            loading={props.saving}
            disabled={problem}
            onClick={() => props.onSave(set)}
          >
            Save Localization
          </Button>
        </HStack>
      </Flex>
    </Stack>
  );
}
