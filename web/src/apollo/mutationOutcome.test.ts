import { describe, expect, it } from 'vitest';
import { currentToasts } from '../components/toast';
import { runMutation, type MutationOutcome } from './mutationOutcome';

type Answer = { save: MutationOutcome };
const answer = (save: MutationOutcome) => Promise.resolve({ data: { save } });
const refused = (error: Partial<NonNullable<MutationOutcome['error']>>): MutationOutcome => ({
  ok: null,
  error: { message: 'Refused.', code: 'BAD_USER_INPUT', ...error },
});
const CONFLICT = {
  currentVersion: 'v2',
  changedBy: 'ada.admin',
  changedAt: null,
  changedFields: ['name'],
};
const toasts = () => currentToasts().map(({ type, message }) => [type, message]);

describe('runMutation', () => {
  it('toasts the success and hands back the ok answer', async () => {
    const result = await runMutation(
      answer({ ok: { message: 'Saved.' }, error: null }),
      (d) => d.save,
    );
    expect(result).toEqual({ ok: true, value: { message: 'Saved.' } });
    expect(toasts()).toEqual([['success', 'Saved.']]);
  });

  it('leaves the success to a caller that shows it itself', async () => {
    const result = await runMutation(
      answer({ ok: { message: 'Would reach 12 viewers.' }, error: null }),
      (d) => d.save,
      { silentSuccess: true },
    );
    expect(result.ok).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('toasts a refusal and hands back its field messages', async () => {
    const result = await runMutation(
      answer(refused({ inputErrors: [{ field: 'name', message: 'Name is taken.' }] })),
      (d) => d.save,
    );
    expect(result).toEqual({ ok: false, fieldErrors: { name: 'Name is taken.' } });
    expect(toasts()).toEqual([['error', 'Refused.']]);
  });

  it('names the steps that took effect of a partly applied change', async () => {
    await runMutation(
      answer(refused({ code: 'PARTIALLY_APPLIED', applied: ['created item', 'added 3 codes'] })),
      (d) => d.save,
    );
    expect(toasts()).toEqual([['error', 'Refused. Applied: created item; added 3 codes.']]);
  });

  it('toasts a CONFLICT unless the caller shows it, and hands it back either way', async () => {
    const conflict = refused({
      code: 'CONFLICT',
      message: 'Changed meanwhile.',
      conflict: CONFLICT,
    });
    const toasted = await runMutation(answer(conflict), (d) => d.save);
    expect(toasted).toEqual({ ok: false, fieldErrors: {}, conflict: CONFLICT });
    expect(toasts()).toEqual([['error', 'Changed meanwhile.']]);

    const shown = await runMutation(answer({ ...conflict }), (d) => d.save, {
      conflictShownByCaller: true,
    });
    expect(shown).toEqual({ ok: false, fieldErrors: {}, conflict: CONFLICT });
    expect(toasts()).toHaveLength(1);
  });

  it('resolves a transport failure or an empty answer as not done, toasting nothing more', async () => {
    expect(await runMutation(Promise.reject(new Error('offline')), (d: Answer) => d.save)).toEqual({
      ok: false,
      fieldErrors: {},
    });
    expect(await runMutation(Promise.resolve({ data: null }), (d: Answer) => d.save)).toEqual({
      ok: false,
      fieldErrors: {},
    });
    expect(toasts()).toEqual([]);
  });
});
