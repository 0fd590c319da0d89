import { HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
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
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {catalogueOptions(value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
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
      <NativeSelect.Root size="sm" w="32">
        <NativeSelect.Field
          aria-label={`${label} strategy`}
          value={format.strategy}
          onChange={(event) => {
            const strategy = event.currentTarget.value as MatchStrategy;
            if (MATCH_STRATEGIES.includes(strategy))
              onChange(changeMatchStrategy(format, strategy));
          }}
        >
          {MATCH_STRATEGIES.map((strategy) => (
            <option key={strategy} value={strategy}>
              {STRATEGY_LABELS[strategy]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
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
