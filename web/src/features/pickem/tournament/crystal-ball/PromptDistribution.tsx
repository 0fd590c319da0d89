import { Badge, Box, Stack, Table, Text } from '@chakra-ui/react';
import { choiceOutcomes, choiceSubject, pointsIfCorrect, type Prompt } from './crystalBallValues';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const count = (value: number) => value.toLocaleString('en-US');

/** A share as a bar beside its number; the number carries the meaning, the bar is decoration. */
function ShareBar({ share }: { share: number }) {
  return (
    <Box aria-hidden h="2" w="full" minW="60px" bg="bg.muted" rounded="full" overflow="hidden">
      <Box h="full" w={percent(share)} bg="teal.solid" />
    </Box>
  );
}

/** Viewers per choice: how many picked it, their share and the points a right pick gives. */
export function ChoicePicksTable({ prompt, label }: { prompt: Prompt; label: string }) {
  const outcomes = choiceOutcomes(prompt);
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Choice</Table.ColumnHeader>
          <Table.ColumnHeader>Tier</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Viewers</Table.ColumnHeader>
          <Table.ColumnHeader minW="140px">Share</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {outcomes.map((outcome) => (
          <Table.Row key={outcome.choice.id}>
            <Table.Cell>
              <Text fontWeight="medium">
                {outcome.choice.label}
                {outcome.correct && (
                  <Badge ms="2" colorPalette="green" variant="subtle">
                    Correct
                  </Badge>
                )}
              </Text>
              {choiceSubject(outcome.choice) && (
                <Text fontSize="xs" color="fg.muted">
                  {choiceSubject(outcome.choice)}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              {outcome.tier ? `${outcome.tier.name} · ${outcome.tier.points} pts` : 'No tier'}
            </Table.Cell>
            <Table.Cell textAlign="end">{count(outcome.viewers)}</Table.Cell>
            <Table.Cell>
              <Stack direction="row" align="center" gap="2">
                <ShareBar share={outcome.share} />
                <Text fontSize="xs" color="fg.muted" minW="12" textAlign="end">
                  {percent(outcome.share)}
                </Text>
              </Stack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * How many viewers get how many points: with an answer, the service's rows; before one, per
 * possible correct choice, its pickers get its tier's points and the rest 0.
 */
export function PointsTable({ prompt, label }: { prompt: Prompt; label: string }) {
  const { distribution } = prompt;
  if (distribution.answered && distribution.points.length === 0) {
    return <Text color="fg.muted">No viewer picked, so the answer gives no points.</Text>;
  }
  if (distribution.answered) {
    return (
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Points</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Viewers</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {distribution.points.map((row) => (
            <Table.Row key={row.points}>
              <Table.Cell>{row.points} pts</Table.Cell>
              <Table.Cell textAlign="end">{count(row.viewers)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    );
  }
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>If the answer is</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Viewers who get points</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Viewers with 0</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {pointsIfCorrect(prompt).map((row) => (
          <Table.Row key={row.choice.id}>
            <Table.Cell>{row.choice.label}</Table.Cell>
            <Table.Cell textAlign="end">
              {row.points === null
                ? `${count(row.winners)} (no tier: no points)`
                : `${count(row.winners)} get ${row.points} pts`}
            </Table.Cell>
            <Table.Cell textAlign="end">{count(row.others)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The distribution as a whole: viewers, per choice, then points. */
export function PromptDistribution({ prompt, title }: { prompt: Prompt; title: string }) {
  const viewers = prompt.distribution.viewers;
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">
        {viewers === 0 ? 'No viewer has picked yet.' : `${count(viewers)} viewers picked.`}
        {prompt.picksPerViewer > 1 && ` Each picks ${prompt.picksPerViewer} choices.`}
      </Text>
      <Box overflowX="auto">
        <ChoicePicksTable prompt={prompt} label={`Picks per choice: ${title}`} />
      </Box>
      <Box overflowX="auto">
        <PointsTable prompt={prompt} label={`Points per viewer: ${title}`} />
      </Box>
    </Stack>
  );
}
