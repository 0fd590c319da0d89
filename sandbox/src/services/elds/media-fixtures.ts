import type { StreamProvider } from '@esports-admin/schema/rules/stream';
import { streamConfigField } from '@esports-admin/schema/rules/stream';
import type { StreamGroupWriteDto } from '@esports-admin/schema/upstream/elds-media';
import type { SqlClient } from '../../store';
import { createStreamGroup } from './media';
import type { FixtureSet } from '../../fixtures';

type StreamSeed = [provider: StreamProvider, locale: string, value: string];

/** Broadcast channels of the fixture leagues: one group per league's main broadcast. */
const STREAM_GROUPS: [name: string, streams: StreamSeed[]][] = [
  [
    'Worlds Main',
    [
      ['twitch', 'en_US', 'riotgames'],
      ['youtube', 'en_US', 'wX7g9yH2kQs'],
      ['afreecatv', 'ko_KR', 'aflol'],
      ['tencent', 'zh_CN', 'lpl-worlds-01'],
      ['trovo', 'es_ES', 'worlds_es'],
    ],
  ],
  [
    'MSI Main',
    [
      ['twitch', 'en_US', 'riotgames'],
      ['youtube', 'en_US', 'mSi2025aBcD'],
      ['openrec', 'ja_JP', 'msi_jp_2025'],
    ],
  ],
  [
    'LCK Main',
    [
      ['twitch', 'en_US', 'lck'],
      ['youtube', 'ko_KR', 'LcK0123aBcD'],
      ['afreecatv', 'ko_KR', 'lckkr'],
      ['nimotv', 'vi_VN', '5283917'],
    ],
  ],
  [
    'LCK Challengers League',
    [
      ['youtube', 'ko_KR', 'CL2025xYz01'],
      ['twitch', 'en_US', 'lck_cl'],
    ],
  ],
  [
    'LPL Main',
    [
      ['tencent', 'zh_CN', 'lpl-main-2025'],
      ['twitch', 'en_US', 'lpl'],
      ['youtube', 'en_US', 'LpL2025mAin'],
    ],
  ],
  [
    'LEC Main',
    [
      ['twitch', 'en_US', 'lec'],
      ['youtube', 'en_US', 'LeC2025wInT'],
      ['twitch', 'fr_FR', 'otplol_'],
      ['twitch', 'de_DE', 'primeleague'],
      ['twitch', 'es_ES', 'lvpes'],
    ],
  ],
  [
    'LCS Main',
    [
      ['twitch', 'en_US', 'lcs'],
      ['youtube', 'en_US', 'LcS2025sPrG'],
    ],
  ],
  [
    'CBLOL Main',
    [
      ['twitch', 'pt_BR', 'cblol'],
      ['youtube', 'pt_BR', 'CbL2025eTp1'],
    ],
  ],
  [
    'PCS Main',
    [
      ['twitch', 'en_US', 'pcs'],
      ['youtube', 'zh_TW', 'PcS2025tWn1'],
    ],
  ],
  [
    'VCS Main',
    [
      ['youtube', 'vi_VN', 'VcS2025vN01'],
      ['nimotv', 'vi_VN', '1098242'],
    ],
  ],
  [
    'LJL Main',
    [
      ['openrec', 'ja_JP', 'ljl_2025'],
      ['youtube', 'ja_JP', 'LjL2025jP01'],
      ['mildom', 'ja_JP', '10882672'],
    ],
  ],
  ['La Ligue Française', [['twitch', 'fr_FR', 'otplol_']]],
  ['Prime League', [['twitch', 'de_DE', 'primeleague']]],
  [
    'TCL Main',
    [
      ['youtube', 'tr_TR', 'TcL2025tR01'],
      ['twitch', 'tr_TR', 'riotgamesturkish'],
    ],
  ],
  [
    'VCT Champions',
    [
      ['twitch', 'en_US', 'valorant'],
      ['youtube', 'en_US', 'VcTcHmP2025'],
      ['afreecatv', 'ko_KR', 'valorantkr'],
      ['esports', 'en_US', 'vct-champions-2025'],
    ],
  ],
  [
    'VCT Masters',
    [
      ['twitch', 'en_US', 'valorant'],
      ['youtube', 'en_US', 'VcTmStRs025'],
      ['trovo', 'pt_BR', 'vct_br'],
    ],
  ],
  [
    'VCT Americas',
    [
      ['twitch', 'en_US', 'valorant_americas'],
      ['youtube', 'pt_BR', 'VcTaMr2025b'],
      ['twitch', 'es_MX', 'valorant_la'],
    ],
  ],
  [
    'VCT EMEA',
    [
      ['twitch', 'en_US', 'valorant_emea'],
      ['twitch', 'tr_TR', 'valorant_tur'],
      ['twitch', 'fr_FR', 'valorant_fr'],
    ],
  ],
  [
    'VCT Pacific',
    [
      ['twitch', 'en_US', 'valorant_pacific'],
      ['youtube', 'ja_JP', 'VcTpAc2025j'],
      ['afreecatv', 'ko_KR', 'valorantpacific'],
      ['youtube', 'th_TH', 'VcTpAcTh025'],
      ['youtube', 'id_ID', 'VcTpAcId025'],
    ],
  ],
  ['VCT China', [['tencent', 'zh_CN', 'vct-cn-2025']]],
  ['Challengers North America', [['twitch', 'en_US', 'valorant_challengers']]],
  [
    'Game Changers Championship',
    [
      ['twitch', 'en_US', 'valorant_gc'],
      ['youtube', 'en_US', 'GcChMp2025a'],
    ],
  ],
  [
    'Wild Rift Champions',
    [
      ['youtube', 'en_US', 'WrCh2025aBc'],
      ['tencent', 'zh_CN', 'wr-champions'],
      ['nimotv', 'th_TH', '8813821'],
    ],
  ],
  [
    'Wild Rift League Asia',
    [
      ['youtube', 'vi_VN', 'WrLaSia2025'],
      ['youtube', 'th_TH', 'WrLaSiaTh25'],
    ],
  ],
  [
    'TFT Worlds',
    [
      ['twitch', 'en_US', 'teamfighttactics'],
      ['youtube', 'en_US', 'TfTwRlD2025'],
      ['afreecatv', 'ko_KR', 'tftkr'],
    ],
  ],
  ['TFT Open', [['twitch', 'en_US', 'teamfighttactics']]],
  ['Regional Qualifier (no streams yet)', []],
];

export function streamGroupFixtures(): StreamGroupWriteDto[] {
  return STREAM_GROUPS.map(([name, streams]) => ({
    name,
    streams: streams.map(([provider, locale, value]) => ({
      provider,
      locale,
      [provider]: { [streamConfigField(provider)]: value },
    })),
  }));
}

async function seedStreamGroups(db: SqlClient): Promise<void> {
  for (const group of streamGroupFixtures()) await createStreamGroup(db, group);
}

export const mediaFixtureSet: FixtureSet = { name: 'elds-media', seed: seedStreamGroups };
