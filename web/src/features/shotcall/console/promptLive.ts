import type {
  ShotcallConsole_ChoiceFragment,
  ShotcallConsole_PromptFragment,
  ShotcallConsoleLiveQuery,
  ShotcallPromptState,
} from '../../../__generated__/graphql';

export type Prompt = ShotcallConsole_PromptFragment;
export type Choice = ShotcallConsole_ChoiceFragment;
export type PromptLive = NonNullable<ShotcallConsoleLiveQuery['shotcallPromptLive']>;

/** The most keys 1–6 choose from: a question offers at most six answers. */
export const CHOICE_KEYS = 6;

export const PROMPT_STATE_LABELS: Record<ShotcallPromptState, string> = {
  draft: 'Ready',
  open: 'Open: viewers answering',
  closed: 'Closed: waiting for the result',
  resolved: 'Resolved',
};

export const PROMPT_STATE_PALETTES: Record<ShotcallPromptState, string> = {
  draft: 'gray',
  open: 'red',
  closed: 'orange',
  resolved: 'green',
};

/** What the console shows of a prompt: the session's copy, overlaid by the newest live poll. */
export interface PromptView {
  prompt: Prompt;
  state: ShotcallPromptState;
  choices: readonly Choice[];
  totalViewers: number;
  correctChoiceId: string | null;
  closesAt: string | null;
  /** The gateway's clock with the live counts; null before the first poll. */
  now: string | null;
}

export function promptView(prompt: Prompt, live: PromptLive | null | undefined): PromptView {
  const fresh = live && live.promptId === prompt.id ? live : null;
  const choices = fresh?.choices ?? prompt.choices;
  return {
    prompt,
    state: fresh?.state ?? prompt.state,
    choices,
    // Summed from the counts shown: choices are cached by id, so a total read with another
    // answer may lag them and give shares over 100%.
    totalViewers: choices.reduce((sum, choice) => sum + choice.viewers, 0),
    correctChoiceId: fresh?.correctChoiceId ?? prompt.correctChoiceId,
    closesAt: fresh?.closesAt ?? prompt.closesAt,
    now: fresh?.now ?? null,
  };
}

/** The one action a prompt offers: trigger a draft, resolve a triggered one, none once resolved. */
export function promptAction(state: ShotcallPromptState): 'trigger' | 'resolve' | null {
  if (state === 'draft') return 'trigger';
  if (state === 'open' || state === 'closed') return 'resolve';
  return null;
}

/** A choice's share of the answers, 0–100, for its bar. */
export const sharePercent = (viewers: number, total: number) =>
  total > 0 ? Math.round((viewers / total) * 100) : 0;
