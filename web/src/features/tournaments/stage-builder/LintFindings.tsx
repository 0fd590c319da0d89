import { Badge, Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import type { LintSeverity, SectionFinding } from '@esports-admin/schema/rules/stage-lint';

export const SEVERITY_LABELS: Record<LintSeverity, string> = {
  error: 'Error',
  warning: 'Warning',
};

export function lintSummary(findings: readonly { severity: LintSeverity }[]): string {
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  if (findings.length === 0) return 'No problems found.';
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  return `${count(errors, 'error')}, ${count(warnings, 'warning')}${errors > 0 ? ': errors block publishing.' : '.'}`;
}

/**
 * The graph lint of the section being built, beside its canvas: each finding says what is wrong
 * and how to fix it, and shows its node on the canvas when chosen.
 */
export function LintFindings({
  findings,
  onShow,
}: {
  findings: readonly SectionFinding[];
  onShow: (finding: SectionFinding) => void;
}) {
  return (
    <Box
      as="aside"
      aria-label="Graph check"
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      p="3"
      w={{ base: 'full', xl: '80' }}
      flexShrink={0}
      maxH="520px"
      overflowY="auto"
    >
      <Stack gap="2">
        <Text fontWeight="semibold">Graph check</Text>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {lintSummary(findings)}
        </Text>
        {findings.length > 0 && (
          <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2">
            {findings.map((finding, i) => (
              <chakra.li
                key={`${finding.code}-${finding.nodeId ?? ''}-${finding.slot ?? ''}-${i}`}
                borderWidth="1px"
                borderLeftWidth="4px"
                borderColor={finding.severity === 'error' ? 'red.500' : 'orange.400'}
                rounded="md"
                p="2"
                fontSize="sm"
              >
                <Badge colorPalette={finding.severity === 'error' ? 'red' : 'orange'}>
                  {SEVERITY_LABELS[finding.severity]}
                </Badge>
                {/* The fix stays out of the button's name: it says 'Add matches', as a toolbar button does. */}
                <Button
                  variant="plain"
                  size="sm"
                  h="auto"
                  p="0"
                  display="block"
                  whiteSpace="normal"
                  textAlign="start"
                  fontWeight="medium"
                  textDecoration="underline"
                  onClick={() => onShow(finding)}
                >
                  {finding.message}
                </Button>
                <Text color="fg.muted">{finding.fix}</Text>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
      </Stack>
    </Box>
  );
}
