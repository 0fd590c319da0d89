import { FormSection, TextField } from '../../components/FormFields';
import { Box, chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import { TRICODE_MAX_LENGTH } from '@esports-admin/schema/rules/constants';
import { LOGO_BUNDLE_LABELS } from '@esports-admin/schema/rules/organization';
import { LOGO_BUNDLE_KEYS } from '@esports-admin/schema/upstream/elds-organizations';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrganizationInput } from '../../__generated__/graphql';
import type { SubmitResult } from '../../apollo/mutationOutcome';
import { ColorField } from '../../components/ColorField';
import { ImageUrlField } from '../../components/ImageUrlField';
import { ConflictNotice } from '../../components/ConflictNotice';
import { FormSaveBar } from '../../components/FormSaveBar';
import { useEntityForm, type LatestRecord } from '../../components/useEntityForm';
import {
  toOrganizationInput,
  validateOrganizationForm,
  type OrganizationFormValues,
} from './organizationFormValues';
import { ORGANIZATION_LIST_PATH } from './organizationPaths';

interface OrganizationFormProps {
  initialValues: OrganizationFormValues;
  /** The version the page loaded, sent back as `expectedVersion` (edit only). */
  version?: string;
  /** Sends the organization to the gateway; the page turns the answer into toasts. */
  onSubmit: (
    input: OrganizationInput,
    expectedVersion: string | undefined,
  ) => Promise<SubmitResult>;
  /** Reads the organization again when a save finds it changed meanwhile (edit only). */
  loadLatest?: () => Promise<LatestRecord<OrganizationFormValues> | null>;
  readOnly?: boolean;
}

const FIELD_LABELS: Record<keyof OrganizationFormValues, string> = {
  name: 'Name',
  tricode: 'Tricode',
  primaryColor: 'Primary colour',
  secondaryColor: 'Secondary colour',
  logoBundle: 'Logo bundle',
};

type LogoKey = (typeof LOGO_BUNDLE_KEYS)[number];

const panel = {
  bg: 'bg.panel',
  borderWidth: '1px',
  rounded: 'xl',
  boxShadow: 'xs',
  p: { base: '5', md: '6' },
} as const;

/**
 * The organization editor (spec 2 §3, spec 1 §5): validated with the shared rules as the user
 * types; a field shows its message once changed. Save is disabled while anything is invalid,
 * including a logo image over 4000 px.
 */
export function OrganizationForm({
  initialValues,
  version,
  onSubmit,
  loadLatest,
  readOnly = false,
}: OrganizationFormProps) {
  const navigate = useNavigate();
  const entity = useEntityForm({
    initialValues,
    version,
    noun: 'organization',
    validate: validateOrganizationForm,
    save: (values, expectedVersion) => onSubmit(toOrganizationInput(values), expectedVersion),
    onSaved: () => void navigate(ORGANIZATION_LIST_PATH),
    loadLatest,
    readOnly,
  });
  const { values, set, errorFor, saving } = entity;
  const [imageProblems, setImageProblems] = useState<Partial<Record<LogoKey, string>>>({});
  const imageInvalid = Object.values(imageProblems).some(Boolean);
  const invalid = entity.invalid || imageInvalid;
  const showsErrors = entity.showsErrors || imageInvalid;
  const setLogo = (key: LogoKey, value: string) => set(`logoBundle.${key}`, value);
  const reportImage = useCallback((key: LogoKey, problem: string | null) => {
    setImageProblems((current) =>
      (current[key] ?? null) === problem ? current : { ...current, [key]: problem ?? undefined },
    );
  }, []);
  const imageReporters = useMemo(
    () =>
      Object.fromEntries(
        LOGO_BUNDLE_KEYS.map((key) => [key, (problem: string | null) => reportImage(key, problem)]),
      ) as Record<LogoKey, (problem: string | null) => void>,
    [reportImage],
  );

  return (
    <form
      onSubmit={(event) => (imageInvalid ? event.preventDefault() : entity.submit(event))}
      noValidate
      aria-label="Organization"
    >
      <Stack gap="6">
        {entity.conflict && (
          <ConflictNotice
            conflict={entity.conflict}
            noun="organization"
            fieldLabel={(field) => FIELD_LABELS[field]}
            onReload={entity.reload}
            onReapply={entity.reapply}
          />
        )}
        <chakra.fieldset disabled={readOnly} minW="0">
          <Stack gap="6">
            <Box {...panel}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField
                  label="Name"
                  value={values.name}
                  onChange={(value) => set('name', value)}
                  error={errorFor('name')}
                  helper="Required; fewer than 100 characters."
                />
                <TextField
                  label="Tricode"
                  value={values.tricode}
                  onChange={(value) => set('tricode', value.toUpperCase())}
                  fontFamily="mono"
                  maxLength={TRICODE_MAX_LENGTH + 1}
                  error={errorFor('tricode')}
                  helper={`Up to ${TRICODE_MAX_LENGTH} letters or digits, for example HLE.`}
                />
                <ColorField
                  label="Primary colour"
                  value={values.primaryColor}
                  onChange={(color) => set('primaryColor', color)}
                  error={errorFor('primaryColor')}
                  helper="Optional; #RGB or #RRGGBB."
                />
                <ColorField
                  label="Secondary colour"
                  value={values.secondaryColor}
                  onChange={(color) => set('secondaryColor', color)}
                  error={errorFor('secondaryColor')}
                  helper="Optional; #RGB or #RRGGBB."
                />
              </SimpleGrid>
            </Box>

            <FormSection
              title="Logo bundle"
              description="Image addresses (http or https). Each image may be at most 4000 px wide or tall."
            >
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                {LOGO_BUNDLE_KEYS.map((key) => (
                  <ImageUrlField
                    key={key}
                    label={LOGO_BUNDLE_LABELS[key]}
                    value={values.logoBundle[key]}
                    onChange={(url) => setLogo(key, url)}
                    error={errorFor(`logoBundle.${key}`)}
                    onImageProblem={imageReporters[key]}
                  />
                ))}
              </SimpleGrid>
            </FormSection>
          </Stack>
        </chakra.fieldset>

        <FormSaveBar
          noun="organization"
          readOnly={readOnly}
          showsErrors={showsErrors}
          missing={invalid && 'Fill in name and tricode to save.'}
          saveDisabled={invalid || saving}
          saving={saving}
          onCancel={() => void navigate(ORGANIZATION_LIST_PATH)}
        />
      </Stack>
      {entity.leaveDialog}
    </form>
  );
}
