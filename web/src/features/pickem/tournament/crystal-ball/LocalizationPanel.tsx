import { Stack, Text } from '@chakra-ui/react';
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { DROP_LOCALES } from '@esports-admin/schema/rules/drops';
import type { CrystalBallPage_LocalizationFragment } from '../../../../__generated__/graphql';
import { useCrystalBallPageSaveLocalizationMutation } from '../../../../__generated__/hooks';
import { runMutation } from '../../../../apollo/mutationOutcome';
import { LocalizationEditor } from '../../../drops';
import { localizedTexts } from './crystalBallValues';

/**
 * A question's text or a choice's label in every locale, on the drops localization editor. The
 * en_US text is the record's own (saved with the record), so only the other locales are sent.
 */
export function LocalizationPanel({
  label,
  localization,
  ownText,
  onDone,
}: {
  /** 'Translations of "Who wins Worlds?"'. */
  label: string;
  localization: CrystalBallPage_LocalizationFragment;
  /** The record's en_US text. */
  ownText: string;
  onDone: (saved: boolean) => void;
}) {
  const [save, saving] = useCrystalBallPageSaveLocalizationMutation();
  const texts = [
    { locale: DEFAULT_LOCALE, text: ownText },
    ...localization.texts.filter((text) => text.locale !== DEFAULT_LOCALE),
  ];
  const locales = [...new Set([...DROP_LOCALES, ...texts.map((text) => text.locale)])];
  return (
    <Stack gap="2">
      <LocalizationEditor
        label={label}
        localeKey={localization.key}
        group="crystal-ball"
        texts={texts}
        locales={locales}
        saving={saving.loading}
        onCancel={() => onDone(false)}
        onSave={(set) =>
          void runMutation(
            save({
              variables: {
                key: localization.key,
                texts: localizedTexts(set.texts),
                expectedVersion: localization.version,
              },
            }),
            (data) => data.saveCrystalBallLocalization,
          ).then((result) => {
            if (result.ok) onDone(true);
          })
        }
      />
      <Text fontSize="xs" color="fg.muted">
        The {DEFAULT_LOCALE} text is the record&apos;s own: change it with Edit.
      </Text>
    </Stack>
  );
}
