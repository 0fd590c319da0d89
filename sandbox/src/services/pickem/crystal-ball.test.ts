import { describe, expect, it } from 'vitest';
import {
  CRYSTAL_BALL_ADMIN_BASE_PATH,
  type CrystalBallAnswerDto,
  type CrystalBallChoiceDto,
  type CrystalBallChoiceTierDto,
  type CrystalBallLocalizationDto,
  type CrystalBallPromptDto,
  type CrystalBallQuestionDto,
} from '@esports-admin/schema/upstream/pickem';
import type { Answer } from '../../test-support';
import { sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

const call = <Body>(method: string, path: string, body?: unknown) =>
  sandbox.at(CRYSTAL_BALL_ADMIN_BASE_PATH)<Body>(method, path, { body });

function expectRefused(answer: Answer<unknown>, status: number, message: RegExp) {
  expect(answer.status).toBe(status);
  expect((answer.body as { message: string }).message).toMatch(message);
  expect((answer.body as { errorCode: string }).errorCode).toEqual(expect.any(String));
}

let tournamentCount = 0;

/** A fresh tournament id per test keeps the lists of one test apart from the others'. */
async function draftPrompt(choiceCount: number, tiered = true) {
  const eldsTournamentId = `t-${++tournamentCount}`;
  const question = (
    await call<CrystalBallQuestionDto>('PUT', '/questions', { eldsTournamentId, text: 'Who wins?' })
  ).body;
  const prompt = (
    await call<CrystalBallPromptDto>('PUT', '/prompts', {
      eldsTournamentId,
      questionId: question.id,
      locksAt: '2025-07-01T12:00:00Z',
      picksPerViewer: 1,
    })
  ).body;
  const tier = (
    await call<CrystalBallChoiceTierDto>('PUT', '/choice-tiers', {
      promptId: prompt.id,
      name: 'Favourite',
      points: 10,
    })
  ).body;
  const choices: CrystalBallChoiceDto[] = [];
  for (let i = 0; i < choiceCount; i++) {
    const answer = await call<CrystalBallChoiceDto>('PUT', '/choices', {
      promptId: prompt.id,
      label: `Team ${i}`,
      eldsTeamId: `team-${i}`,
      eldsPlayerId: null,
      tierId: tiered ? tier.id : null,
    });
    expect(answer.status).toBe(200);
    choices.push(answer.body);
  }
  return { eldsTournamentId, question, prompt, tier, choices };
}

const certify = (...promptIds: string[]) =>
  call<CrystalBallPromptDto[]>('PUT', '/certifyPrompts', { promptIds });

describe('crystal-ball-admin questions and prompts', () => {
  it('creates, lists, reads, updates and deletes a question with its localization key', async () => {
    const created = await call<CrystalBallQuestionDto>('PUT', '/questions', {
      eldsTournamentId: 'q-1',
      text: 'Who lifts the trophy?',
    });
    expect(created.status).toBe(200);
    expect(created.body.localizationKey).toBe(`crystal-ball.question.${created.body.id}`);
    const listed = await call<CrystalBallQuestionDto[]>('GET', '/questions?eldsTournamentId=q-1');
    expect(listed.body).toEqual([created.body]);
    const updated = await call<CrystalBallQuestionDto>('PUT', `/questions/${created.body.id}`, {
      eldsTournamentId: 'q-1',
      text: 'Who lifts the cup?',
    });
    expect(updated.body.text).toBe('Who lifts the cup?');
    expect(updated.body.updatedAt).toBeGreaterThan(created.body.updatedAt);
    expect((await call('GET', `/questions/${created.body.id}`)).body).toEqual(updated.body);
    expect((await call('DELETE', `/questions/${created.body.id}`)).status).toBe(204);
    expectRefused(await call('GET', `/questions/${created.body.id}`), 404, /not found/);
  });

  it('refuses bad bodies, a list without an owner and a question asked by a prompt', async () => {
    expectRefused(
      await call('PUT', '/questions', { eldsTournamentId: 'x', text: '' }),
      400,
      /text/,
    );
    expectRefused(await call('GET', '/questions'), 400, /eldsTournamentId/);
    const { question, eldsTournamentId } = await draftPrompt(0);
    expectRefused(await call('DELETE', `/questions/${question.id}`), 409, /asked by prompt/);
    expectRefused(
      await call('PUT', '/prompts', {
        eldsTournamentId: 'another',
        questionId: question.id,
        locksAt: '2025-07-01T12:00:00Z',
        picksPerViewer: 1,
      }),
      400,
      /another tournament/,
    );
    expectRefused(
      await call('PUT', '/prompts', {
        eldsTournamentId,
        questionId: question.id,
        locksAt: 'tomorrow',
        picksPerViewer: 0,
      }),
      400,
      /locksAt|picksPerViewer/,
    );
  });

  it('answers a prompt with its choices, and lists choices and tiers by prompt or tournament', async () => {
    const { eldsTournamentId, prompt, tier, choices } = await draftPrompt(3);
    const read = await call<CrystalBallPromptDto>('GET', `/prompts/${prompt.id}`);
    expect(read.body.state).toBe('draft');
    expect(read.body.choices).toEqual(choices);
    expect(read.body.updatedAt).toBeGreaterThan(prompt.updatedAt);
    const byTournament = await call<CrystalBallPromptDto[]>(
      'GET',
      `/prompts?eldsTournamentId=${eldsTournamentId}`,
    );
    expect(byTournament.body.map((p) => p.id)).toEqual([prompt.id]);
    expect((await call('GET', `/choices?promptId=${prompt.id}`)).body).toEqual(choices);
    expect((await call('GET', `/choices?eldsTournamentId=${eldsTournamentId}`)).body).toEqual(
      choices,
    );
    expect((await call('GET', `/choice-tiers?promptId=${prompt.id}`)).body).toEqual([tier]);
  });

  it('refuses a choice with another prompt’s tier and moving a choice to another prompt', async () => {
    const first = await draftPrompt(1);
    const second = await draftPrompt(1);
    const choice = first.choices[0]!;
    expectRefused(
      await call('PUT', `/choices/${choice.id}`, { ...choice, tierId: second.tier.id }),
      400,
      /no tier/,
    );
    expectRefused(
      await call('PUT', `/choices/${choice.id}`, { ...choice, promptId: second.prompt.id }),
      400,
      /stays in its prompt/,
    );
  });

  it('leaves the choices of a deleted draft tier without one', async () => {
    const { tier, choices } = await draftPrompt(2);
    expect((await call('DELETE', `/choice-tiers/${tier.id}`)).status).toBe(204);
    const after = await call<CrystalBallChoiceDto>('GET', `/choices/${choices[0]!.id}`);
    expect(after.body.tierId).toBeNull();
  });
});

describe('certifyPrompts', () => {
  it('certifies draft prompts with two tiered choices, then refuses changes to their choices and tiers', async () => {
    const { prompt, tier, choices } = await draftPrompt(2);
    const certified = await certify(prompt.id);
    expect(certified.status).toBe(200);
    expect(certified.body.map((p) => [p.id, p.state])).toEqual([[prompt.id, 'certified']]);
    const choice = choices[0]!;
    const refusals = [
      await call('PUT', '/choices', { ...choice, label: 'New' }),
      await call('PUT', `/choices/${choice.id}`, { ...choice, label: 'Renamed' }),
      await call('DELETE', `/choices/${choice.id}`),
      await call('PUT', '/choice-tiers', { promptId: prompt.id, name: 'Long shot', points: 50 }),
      await call('PUT', `/choice-tiers/${tier.id}`, { ...tier, points: 99 }),
      await call('DELETE', `/choice-tiers/${tier.id}`),
    ];
    for (const refusal of refusals) expectRefused(refusal, 409, /certified/);
    expectRefused(await certify(prompt.id), 409, /already certified/);
    const moved = await call<CrystalBallPromptDto>('PUT', `/prompts/${prompt.id}`, {
      eldsTournamentId: prompt.eldsTournamentId,
      questionId: prompt.questionId,
      locksAt: '2025-08-01T12:00:00Z',
      picksPerViewer: 1,
    });
    expect(moved.body.locksAt).toBe('2025-08-01T12:00:00.000Z');
    expectRefused(
      await call('PUT', `/prompts/${prompt.id}`, {
        eldsTournamentId: prompt.eldsTournamentId,
        questionId: prompt.questionId,
        locksAt: '2025-08-01T12:00:00Z',
        picksPerViewer: 2,
      }),
      409,
      /only its locksAt/,
    );
  });

  it('certifies all or nothing: one prompt with one choice, or an untiered choice, refuses them all', async () => {
    const ready = await draftPrompt(3);
    const single = await draftPrompt(1);
    const untiered = await draftPrompt(2, false);
    expectRefused(await certify(ready.prompt.id, single.prompt.id), 409, /at least two choices/);
    expectRefused(await certify(ready.prompt.id, untiered.prompt.id), 409, /without a tier/);
    const still = await call<CrystalBallPromptDto>('GET', `/prompts/${ready.prompt.id}`);
    expect(still.body.state).toBe('draft');
    expectRefused(await certify(ready.prompt.id, 'no-such-prompt'), 404, /not found/);
    expectRefused(await certify(), 400, /promptIds/);
  });
});

describe('answers', () => {
  it('takes one answer of a certified prompt’s own choices, updates and deletes it', async () => {
    const draft = await draftPrompt(3);
    const body = { promptId: draft.prompt.id, choiceIds: [draft.choices[0]!.id] };
    expectRefused(await call('PUT', '/answers', body), 409, /draft/);
    await certify(draft.prompt.id);
    const created = await call<CrystalBallAnswerDto>('PUT', '/answers', body);
    expect(created.status).toBe(200);
    expect(created.body.choiceIds).toEqual(body.choiceIds);
    expectRefused(await call('PUT', '/answers', body), 409, /already has answer/);
    const other = await draftPrompt(2);
    expectRefused(
      await call('PUT', `/answers/${created.body.id}`, {
        ...body,
        choiceIds: [other.choices[0]!.id],
      }),
      400,
      /not choices of prompt/,
    );
    const updated = await call<CrystalBallAnswerDto>('PUT', `/answers/${created.body.id}`, {
      ...body,
      choiceIds: [draft.choices[1]!.id, draft.choices[2]!.id],
    });
    expect(updated.body.choiceIds).toHaveLength(2);
    expect((await call('GET', `/answers?promptId=${draft.prompt.id}`)).body).toEqual([
      updated.body,
    ]);
    expect((await call('DELETE', `/answers/${created.body.id}`)).status).toBe(204);
    expectRefused(await call('DELETE', `/answers/${created.body.id}`), 404, /not found/);
  });
});

describe('localizations', () => {
  it('answers en_US from the record and the stored locales, and replaces a key’s locales', async () => {
    const { question, choices } = await draftPrompt(1);
    const key = question.localizationKey;
    const saved = await call<CrystalBallLocalizationDto[]>('PUT', '/localizations', {
      key,
      texts: [
        { locale: 'en_US', text: 'Who wins?' },
        { locale: 'fr_FR', text: 'Qui gagne ?' },
        { locale: 'de_DE', text: 'Wer gewinnt?' },
      ],
    });
    expect(saved.body.map((e) => e.locale)).toEqual(['en_US', 'de_DE', 'fr_FR']);
    await call('PUT', '/localizations', {
      key,
      texts: [{ locale: 'ko_KR', text: '누가 이길까?' }],
    });
    const choice = `crystal-ball.choice.${choices[0]!.id}`;
    const read = await call<CrystalBallLocalizationDto[]>(
      'GET',
      `/localizations?key=${key},${choice}&key=crystal-ball.question.999999`,
    );
    expect(read.body).toEqual([
      { key, locale: 'en_US', text: 'Who wins?' },
      { key, locale: 'ko_KR', text: '누가 이길까?' },
      { key: choice, locale: 'en_US', text: 'Team 0' },
    ]);
  });

  it('refuses over 50 keys, bad locales, a changed en_US text and unknown keys', async () => {
    const { question } = await draftPrompt(0);
    const many = Array.from({ length: 51 }, (_, i) => `key=crystal-ball.question.${i}`).join('&');
    expectRefused(await call('GET', `/localizations?${many}`), 400, /at most 50/);
    expectRefused(await call('GET', '/localizations'), 400, /key is required/);
    const put = (key: string, locale: string, text: string) =>
      call('PUT', '/localizations', { key, texts: [{ locale, text }] });
    expectRefused(await put(question.localizationKey, 'french', 'Qui ?'), 400, /locale code/);
    expectRefused(await put(question.localizationKey, 'en_US', 'Other'), 400, /record's own/);
    expectRefused(await put('crystal-ball.question.999999', 'fr_FR', 'Qui ?'), 404, /No question/);
    expectRefused(await put('drops.title', 'fr_FR', 'Qui ?'), 400, /not crystal-ball/);
  });
});
