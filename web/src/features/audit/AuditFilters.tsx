import { Button, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { AUDITED_ENTITY_TYPES, EMPTY_AUDIT_FILTER, type AuditFilterValues } from './auditFilter';

const TEXT_FIELDS: readonly { key: keyof AuditFilterValues; label: string; placeholder: string }[] =
  [
    { key: 'entityType', label: 'Entity type', placeholder: 'Season' },
    { key: 'entityId', label: 'Entity id', placeholder: '110500000000000002' },
    { key: 'user', label: 'User', placeholder: 'cole.competition' },
    { key: 'operation', label: 'Operation', placeholder: 'updateSeason' },
  ];

const DAY_FIELDS: readonly { key: keyof AuditFilterValues; label: string }[] = [
  { key: 'fromDay', label: 'From (UTC day)' },
  { key: 'toDay', label: 'To (UTC day)' },
];

/**
 * The /audit filters, starting from the applied ones; they apply on 'Apply filters' (Enter), not
 * on every keystroke.
 */
export function AuditFilters({
  applied,
  onApply,
}: {
  applied: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}) {
  const [values, setValues] = useState(applied);
  const set = (key: keyof AuditFilterValues, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form onSubmit={apply} aria-label="Audit filters">
      <Stack gap="4" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {TEXT_FIELDS.map(({ key, label, placeholder }) => (
            <Field.Root key={key}>
              <Field.Label>{label}</Field.Label>
              <Input
                value={values[key]}
                onChange={(event) => set(key, event.currentTarget.value)}
                placeholder={placeholder}
                list={key === 'entityType' ? 'audit-entity-types' : undefined}
                autoComplete="off"
                spellCheck={false}
              />
            </Field.Root>
          ))}
          {DAY_FIELDS.map(({ key, label }) => (
            <Field.Root key={key}>
              <Field.Label>{label}</Field.Label>
              <Input
                type="date"
                value={values[key]}
                onChange={(event) => set(key, event.currentTarget.value)}
              />
            </Field.Root>
          ))}
        </SimpleGrid>
        <datalist id="audit-entity-types">
          {AUDITED_ENTITY_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <HStack gap="3" justify="flex-end">
          <Button
            variant="outline"
            onClick={() => {
              setValues(EMPTY_AUDIT_FILTER);
              onApply(EMPTY_AUDIT_FILTER);
            }}
          >
            Clear filters
          </Button>
          <Button type="submit" colorPalette="teal">
            Apply filters
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
