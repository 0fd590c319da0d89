import type { MockLink } from '@apollo/client/testing';
import { DROP_TRIGGER_MESSAGES } from '@esports-admin/schema/rules/drop-triggers';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IndividualTriggerFormTriggerDocument } from '../../__generated__/graphql';
import { IndividualTriggerForm } from './IndividualTriggerForm';
import { renderTriggerForm } from './triggerFormTest';
import { TRIGGER_GROUPS } from './triggerMocks';

const PUUID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const triggerMock = (notify: boolean): MockLink.MockedResponse => ({
  request: {
    query: IndividualTriggerFormTriggerDocument,
    // Each intended send carries an idempotency key of its own (a UUID).
    variables: (vars: Record<string, unknown>) =>
      vars.puuid === PUUID &&
      vars.dropId === 'd1' &&
      vars.notify === notify &&
      /^[0-9a-f-]{36}$/.test(String(vars.idempotencyKey)),
  },
  result: {
    data: {
      triggerDropForViewer: {
        __typename: 'IndividualTriggerResult',
        ok: {
          __typename: 'IndividualTriggerSuccess',
          message: 'Triggered Finals Ward to one viewer.',
          trigger: { __typename: 'DropTrigger', id: 'tr-1' },
        },
        error: null,
      },
    },
  },
});

function renderForm(mocks: MockLink.MockedResponse[], writable = true) {
  return renderTriggerForm(
    <IndividualTriggerForm groups={TRIGGER_GROUPS} writable={writable} />,
    mocks,
  ).user;
}

describe('IndividualTriggerForm', { timeout: 20_000 }, () => {
  it('checks the puuid, confirms, and sends the drop without a notification when unticked', async () => {
    const user = renderForm([triggerMock(false)]);
    const send = screen.getByRole('button', { name: 'Trigger to Viewer' });
    await user.type(screen.getByRole('textbox', { name: 'Viewer puuid' }), 'not-a-puuid');
    expect(screen.getByText(DROP_TRIGGER_MESSAGES.puuid)).toBeTruthy();
    expect(send).toHaveProperty('disabled', true);

    await user.clear(screen.getByRole('textbox', { name: 'Viewer puuid' }));
    await user.type(screen.getByRole('textbox', { name: 'Viewer puuid' }), PUUID);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Drop to send' }), 'd1');
    await user.click(screen.getByRole('checkbox', { name: 'Notify the viewer' }));
    await user.click(send);

    const dialog = await screen.findByRole('alertdialog', { name: 'Trigger to this viewer?' });
    expect(dialog.textContent).toContain(
      `“Finals Ward” goes to ${PUUID} without a notification. A trigger cannot be taken back.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Trigger' }));
    expect(await screen.findByText('Triggered Finals Ward to one viewer.')).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Viewer puuid' })).toHaveProperty(
      'value',
      '',
    );
  });

  it('asks before leaving with a typed puuid, and lets the user go once it was sent', async () => {
    const user = renderForm([triggerMock(true)]);
    await user.type(screen.getByRole('textbox', { name: 'Viewer puuid' }), PUUID);
    await user.click(screen.getByRole('link', { name: 'Triggers' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(ask.textContent).toContain('This trigger has changes that are not saved.');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Viewer puuid' }).value).toBe(
      PUUID,
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Drop to send' }), 'd1');
    await user.click(screen.getByRole('button', { name: 'Trigger to Viewer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Trigger to this viewer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Trigger' }));
    expect(await screen.findByText('Triggered Finals Ward to one viewer.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Triggers' }));
    expect(await screen.findByText('Trigger list')).toBeTruthy();
  });

  it('offers no trigger to a user who may only read triggers', () => {
    renderForm([], false);
    expect(screen.queryByRole('button', { name: 'Trigger to Viewer' })).toBeNull();
  });
});
