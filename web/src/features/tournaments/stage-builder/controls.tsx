import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { CompactSelectField } from '../../../components/CompactSelectField';
import {
  changeMatchStrategy,
  MATCH_STRATEGIES,
  nameSlug,
  STAGE_NAME_CATALOGUE,
  type MatchStrategy,
} from '@esports-admin/schema/rules/stage-builder';
import type { ReactNode } from 'react';

const STRATEGY_LABELS: Record<MatchStrategy, string> = { bestOf: 'Best of', playAll: 'Play all' };

function catalogueOptions(current: string) {
  const known = STAGE_NAME_CATALOGUE.some((e) => nameSlug(e.name) === current);
  return [
    ...(known || !current ? [] : [{ value: current, label: current }]),
    ...STAGE_NAME_CATALOGUE.map((e) => ({
      value: nameSlug(e.name),
      label: `${e.name} (${e.code})`,
    })),
  ];
}

export function NameSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (slug: string) => void;
}) {
  return (
    <CompactSelectField
      label={label}
      value={value}
      options={catalogueOptions(value)}
      onChange={onChange}
    />
  );
}

export function LabelledControl({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1" minW="40">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function FormatControls({
  label,
  format,
  onChange,
}: {
  label: string;
  format: { strategy: MatchStrategy; count: number };
  onChange: (format: { strategy: MatchStrategy; count: number }) => void;
}) {
  return (
    <HStack gap="2">
      <CompactSelectField
        label={`${label} strategy`}
        w="32"
        value={format.strategy}
        options={MATCH_STRATEGIES.map((value) => ({ value, label: STRATEGY_LABELS[value] }))}
        onChange={(value) => {
          const strategy = value as MatchStrategy;
          if (MATCH_STRATEGIES.includes(strategy)) onChange(changeMatchStrategy(format, strategy));
        }}
      />
      <Input
        size="sm"
        w="20"
        type="number"
        min={1}
        aria-label={`${label} games`}
        value={format.count}
        onChange={(event) => {
          const count = Number(event.currentTarget.value);
          if (Number.isInteger(count) && count >= 1) onChange({ ...format, count });
        }}
      />
    </HStack>
  );
}
