/**
 * The OpenAPI operations of pick'em part B (crystal ball, crystal-ball picks, rewards, scoring),
 * with paths relative to the service's base path `/pickem`.
 */
import { LOCALIZATION_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import {
  CRYSTAL_BALL_ADMIN_BASE_PATH,
  CRYSTAL_BALL_PICKS_BASE_PATH,
  PICKEM_REWARDS_BASE_PATH,
  PICKEM_ROOT,
  SCORING_CONFIG_BASE_PATH,
} from '@esports-admin/schema/upstream/pickem';
import { del, get, post, put, type OperationDescription } from '../../openapi/document';
import { answers, jsonBody, NO_CONTENT, textQuery } from '../../openapi/parameters';

const below = (basePath: string) => basePath.slice(PICKEM_ROOT.length);
const admin = below(CRYSTAL_BALL_ADMIN_BASE_PATH);
const picks = below(CRYSTAL_BALL_PICKS_BASE_PATH);
const rewards = below(PICKEM_REWARDS_BASE_PATH);
const scoring = below(SCORING_CONFIG_BASE_PATH);

const ownerQueries = [
  textQuery('eldsTournamentId', 'The tournament whose records are listed'),
  textQuery('promptId', 'The prompt whose records are listed (choices, tiers, answers)'),
];

/** One crystal-ball resource: list, GET {id}, PUT (create), PUT {id} (update), DELETE {id}. */
function crystalBallResource(segment: string, name: string, plural: string) {
  const path = `${admin}/${segment}`;
  return [
    get(
      path,
      `listCrystalBall${plural}`,
      `Crystal-ball ${plural.toLowerCase()} of a tournament or prompt`,
      {
        query: ownerQueries,
        response: answers(`A list of CrystalBall${name}Dto`),
      },
    ),
    get(`${path}/{id}`, `getCrystalBall${name}`, `One crystal-ball ${name.toLowerCase()}`, {
      response: answers(`A CrystalBall${name}Dto`),
    }),
    put(path, `createCrystalBall${name}`, `Create a crystal-ball ${name.toLowerCase()}`, {
      body: jsonBody(`CrystalBall${name}WriteDto`),
      response: answers(`The CrystalBall${name}Dto`),
    }),
    put(`${path}/{id}`, `updateCrystalBall${name}`, `Update a crystal-ball ${name.toLowerCase()}`, {
      body: jsonBody(`CrystalBall${name}WriteDto`),
      response: answers(`The CrystalBall${name}Dto`),
    }),
    del(`${path}/{id}`, `deleteCrystalBall${name}`, `Delete a crystal-ball ${name.toLowerCase()}`, {
      response: NO_CONTENT,
    }),
  ];
}

export const pickemBOpenApiPaths: readonly OperationDescription[] = [
  ...crystalBallResource('questions', 'Question', 'Questions'),
  ...crystalBallResource('prompts', 'Prompt', 'Prompts'),
  ...crystalBallResource('choices', 'Choice', 'Choices'),
  ...crystalBallResource('choice-tiers', 'ChoiceTier', 'ChoiceTiers'),
  ...crystalBallResource('answers', 'Answer', 'Answers'),
  get(`${admin}/localizations`, 'getCrystalBallLocalizations', 'Every locale’s text of keys', {
    query: [
      {
        ...textQuery(
          'key',
          `Localization keys, comma-separated or repeated; at most ${LOCALIZATION_BATCH_LIMIT}`,
        ),
        required: true,
      },
    ],
    response: answers('A list of CrystalBallLocalizationDto'),
  }),
  put(`${admin}/localizations`, 'saveCrystalBallLocalization', 'Replace the locales of one key', {
    body: jsonBody('CrystalBallLocalizationWriteDto'),
    response: answers('The key’s CrystalBallLocalizationDto list'),
  }),
  put(
    `${admin}/certifyPrompts`,
    'certifyCrystalBallPrompts',
    'Certify draft prompts, all or none',
    {
      body: jsonBody('CertifyPromptsDto'),
      response: answers('The certified CrystalBallPromptDto list'),
    },
  ),

  get(
    `${picks}/tournament/{id}/prompts`,
    'getCrystalBallPromptPicks',
    'Viewers per prompt and choice',
    {
      response: answers('A list of CrystalBallPromptPicksDto'),
    },
  ),
  get(
    `${picks}/{promptId}/choiceTiers`,
    'getCrystalBallTierPicks',
    'Viewers per tier of a prompt',
    {
      response: answers('A list of CrystalBallTierPicksDto'),
    },
  ),

  get(`${rewards}/tournament/{id}`, 'listPickemRewards', 'A tournament’s pick’em rewards', {
    response: answers('A list of PickemRewardDto'),
  }),
  post(rewards, 'createPickemReward', 'Create a reward', {
    body: jsonBody('PickemRewardWriteDto'),
    response: answers('The PickemRewardDto'),
  }),
  put(`${rewards}/{id}`, 'updatePickemReward', 'Update a reward not yet granted', {
    body: jsonBody('PickemRewardWriteDto'),
    response: answers('The PickemRewardDto'),
  }),
  del(`${rewards}/{id}`, 'deletePickemReward', 'Delete a reward not yet granted', {
    response: NO_CONTENT,
  }),

  get(scoring, 'listScoringConfigs', 'Every scoring configuration', {
    response: answers('A list of ScoringConfigDto'),
  }),
  get(`${scoring}/{id}`, 'getScoringConfig', 'One scoring configuration', {
    response: answers('A ScoringConfigDto'),
  }),
  get(`${scoring}/section/{id}`, 'getSectionScoring', 'The configuration assigned to a section', {
    response: answers('A SectionScoringDto'),
  }),
  post(scoring, 'createScoringConfig', 'Create a scoring configuration', {
    body: jsonBody('ScoringConfigWriteDto'),
    response: answers('The ScoringConfigDto'),
  }),
  put(
    `${scoring}/section/{id}/assign/{configId}`,
    'assignScoringConfig',
    'Assign a configuration to a section',
    {
      response: answers('The SectionScoringDto'),
    },
  ),
  del(
    `${scoring}/section/{id}`,
    'unassignScoringConfig',
    'Leave a section without a configuration',
    {
      response: NO_CONTENT,
    },
  ),
];
