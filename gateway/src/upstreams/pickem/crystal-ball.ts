/**
 * Crystal ball (crystal-ball-admin v2 and what viewers picked, crystal-ball-picks v2), rewards
 * (rewards-admin) and scoring configurations (scoring-config-admin).
 */
import {
  CRYSTAL_BALL_ADMIN_BASE_PATH,
  CRYSTAL_BALL_PICKS_BASE_PATH,
  PICKEM_REWARDS_BASE_PATH,
  SCORING_CONFIG_BASE_PATH,
  type CrystalBallAnswerDto,
  type CrystalBallAnswerWriteDto,
  type CrystalBallChoiceDto,
  type CrystalBallChoiceTierDto,
  type CrystalBallChoiceTierWriteDto,
  type CrystalBallChoiceWriteDto,
  type CrystalBallLocalizationDto,
  type CrystalBallLocalizationWriteDto,
  type CrystalBallPromptDto,
  type CrystalBallPromptPicksDto,
  type CrystalBallPromptWriteDto,
  type CrystalBallQuestionDto,
  type CrystalBallTierPicksDto,
  type PickemRewardDto,
  type PickemRewardWriteDto,
  type ScoringConfigDto,
  type ScoringConfigWriteDto,
  type SectionScoringDto,
} from '@esports-admin/schema/upstream/pickem';
import type { UpstreamClient } from '../upstream';

const segment = encodeURIComponent;

/** GET, create (PUT without id), update (PUT {id}) and DELETE of one crystal-ball resource. */
function crystalBallResource<Dto, Write>(client: UpstreamClient, resource: string) {
  const base = `${CRYSTAL_BALL_ADMIN_BASE_PATH}/${resource}`;
  return {
    list: (query: { eldsTournamentId?: string; promptId?: string }) =>
      client.get<Dto[]>(base, { query }),
    /** Null for an unknown id. */
    get: (id: string) => client.get<Dto | null>(`${base}/${segment(id)}`, { notFoundAsNull: true }),
    create: (body: Write) => client.put<Dto>(base, { body }),
    update: (id: string, body: Write) => client.put<Dto>(`${base}/${segment(id)}`, { body }),
    remove: (id: string) => client.delete<null>(`${base}/${segment(id)}`),
  };
}

export function crystalBallApi(client: UpstreamClient) {
  return {
    crystalBallQuestions: crystalBallResource<
      CrystalBallQuestionDto,
      Pick<CrystalBallQuestionDto, 'eldsTournamentId' | 'text'>
    >(client, 'questions'),
    crystalBallPrompts: crystalBallResource<CrystalBallPromptDto, CrystalBallPromptWriteDto>(
      client,
      'prompts',
    ),
    crystalBallChoices: crystalBallResource<CrystalBallChoiceDto, CrystalBallChoiceWriteDto>(
      client,
      'choices',
    ),
    crystalBallChoiceTiers: crystalBallResource<
      CrystalBallChoiceTierDto,
      CrystalBallChoiceTierWriteDto
    >(client, 'choice-tiers'),
    crystalBallAnswers: crystalBallResource<CrystalBallAnswerDto, CrystalBallAnswerWriteDto>(
      client,
      'answers',
    ),

    /** At most LOCALIZATION_BATCH_LIMIT keys a call; the loader batches. */
    getCrystalBallLocalizations(keys: readonly string[]) {
      return client.get<CrystalBallLocalizationDto[]>(
        `${CRYSTAL_BALL_ADMIN_BASE_PATH}/localizations`,
        { query: { key: keys } },
      );
    },

    saveCrystalBallLocalization(localization: CrystalBallLocalizationWriteDto) {
      return client.put<CrystalBallLocalizationDto[]>(
        `${CRYSTAL_BALL_ADMIN_BASE_PATH}/localizations`,
        { body: localization },
      );
    },

    certifyPrompts(promptIds: readonly string[]) {
      return client.put<CrystalBallPromptDto[]>(`${CRYSTAL_BALL_ADMIN_BASE_PATH}/certifyPrompts`, {
        body: { promptIds },
      });
    },

    getPromptPicks(eldsTournamentId: string) {
      return client.get<CrystalBallPromptPicksDto[]>(
        `${CRYSTAL_BALL_PICKS_BASE_PATH}/tournament/${segment(eldsTournamentId)}/prompts`,
      );
    },

    getTierPicks(promptId: string) {
      return client.get<CrystalBallTierPicksDto[]>(
        `${CRYSTAL_BALL_PICKS_BASE_PATH}/${segment(promptId)}/choiceTiers`,
      );
    },

    getPickemRewards(eldsTournamentId: string) {
      return client.get<PickemRewardDto[]>(
        `${PICKEM_REWARDS_BASE_PATH}/tournament/${segment(eldsTournamentId)}`,
      );
    },

    createPickemReward(reward: PickemRewardWriteDto) {
      return client.post<PickemRewardDto>(PICKEM_REWARDS_BASE_PATH, { body: reward });
    },

    updatePickemReward(id: string, reward: PickemRewardWriteDto) {
      return client.put<PickemRewardDto>(`${PICKEM_REWARDS_BASE_PATH}/${segment(id)}`, {
        body: reward,
      });
    },

    deletePickemReward(id: string) {
      return client.delete<null>(`${PICKEM_REWARDS_BASE_PATH}/${segment(id)}`);
    },

    getScoringConfigs() {
      return client.get<ScoringConfigDto[]>(SCORING_CONFIG_BASE_PATH);
    },

    getScoringConfig(id: string) {
      return client.get<ScoringConfigDto | null>(`${SCORING_CONFIG_BASE_PATH}/${segment(id)}`, {
        notFoundAsNull: true,
      });
    },

    /** Null when the section has no configuration assigned. */
    getSectionScoring(eldsSectionId: string) {
      return client.get<SectionScoringDto | null>(
        `${SCORING_CONFIG_BASE_PATH}/section/${segment(eldsSectionId)}`,
        { notFoundAsNull: true },
      );
    },

    createScoringConfig(config: ScoringConfigWriteDto) {
      return client.post<ScoringConfigDto>(SCORING_CONFIG_BASE_PATH, { body: config });
    },

    assignScoringConfig(eldsSectionId: string, scoringConfigId: string) {
      return client.put<SectionScoringDto>(
        `${SCORING_CONFIG_BASE_PATH}/section/${segment(eldsSectionId)}/assign/${segment(scoringConfigId)}`,
      );
    },

    unassignScoringConfig(eldsSectionId: string) {
      return client.delete<null>(`${SCORING_CONFIG_BASE_PATH}/section/${segment(eldsSectionId)}`);
    },
  };
}
