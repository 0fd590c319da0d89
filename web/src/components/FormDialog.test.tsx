import { Button } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitResult } from '../apollo/mutationOutcome';
import { GuardedRouter, memoryHistory } from '../shell/guardedHistory';
import { Providers } from '../test/renderApp';
import { FormDialog } from './FormDialog';
import { TextField } from './FormFields';
import { InlineForm } from './InlineForm';
import { useDialogForm } from './useDialogForm';
import { useEntityForm } from './useEntityForm';

const NAME_REQUIRED = 'Name is required';
const validate = ({ name }: { name: string }) => (name.trim() ? {} : { name: NAME_REQUIRED });
type Save = (values: { name: string }) => Promise<SubmitResult>;

function RenameDialog({ save }: { save: Save }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');
  const dialog = useDialogForm({
    initialValues: { name: 'Observers' },
    noun: 'group',
    validate,
    save,
    onSaved: ({ name }) => setSaved(name),
    onClose: () => setOpen(false),
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename</Button>
      <p>Saved: {saved}</p>
      <FormDialog form={dialog} open={open} title="Rename group" submitLabel="Rename">
        <TextField label="Name" {...dialog.textField('name')} />
      </FormDialog>
    </>
  );
}

function NewGroupForm({ save }: { save: Save }) {
  const form = useEntityForm({
    initialValues: { name: '' },
    noun: 'group',
    validate,
    save,
    onSaved: () => form.reset({ name: '' }),
  });
  return (
    <InlineForm form={form} label="New group">
      <TextField label="Name" {...form.textField('name')} />
      <Button type="submit">Create</Button>
      <Link to="/elsewhere">Leave</Link>
    </InlineForm>
  );
}

function renderAt(element: ReactNode) {
  const history = memoryHistory('/form');
  const routes = [
    { path: '/form', element },
    { path: '/elsewhere', element: <p>Elsewhere</p> },
  ];
  render(
    <Providers>
      <GuardedRouter history={history} routes={routes} />
    </Providers>,
  );
  return { history, user: userEvent.setup() };
}

const nameInput = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name' });

describe('FormDialog', { timeout: 20_000 }, () => {
  it('submits the validated values, then closes and starts the next opening afresh', async () => {
    const save = vi.fn<Save>().mockResolvedValue({ ok: true, value: null });
    const { user } = renderAt(<RenameDialog save={save} />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename group' });
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(input);
    expect(within(dialog).getByText(NAME_REQUIRED)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toHaveProperty('disabled', true);

    await user.type(input, 'Casters{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(save).toHaveBeenCalledWith({ name: 'Casters' }, undefined);
    expect(screen.getByText('Saved: Casters')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const again = await screen.findByRole('dialog', { name: 'Rename group' });
    expect(nameInput(again).value).toBe('Observers');
  });

  it('keeps the dialog and marks the field when the gateway refuses it', async () => {
    const save = vi
      .fn<Save>()
      .mockResolvedValue({ ok: false, fieldErrors: { name: 'Name is taken.' } });
    const { user } = renderAt(<RenameDialog save={save} />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename group' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Name is taken.')).toBeTruthy();
  });

  it('asks before Cancel drops typed input, and closes at once when nothing was typed', async () => {
    const { user } = renderAt(<RenameDialog save={vi.fn<Save>()} />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rename group' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename group' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(nameInput(dialog).value).toBe('Observers 2');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const askAgain = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(askAgain).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not submit a form around its opener when the dialog is submitted', async () => {
    const outerSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const save = vi.fn<Save>().mockResolvedValue({ ok: true, value: null });
    const { user } = renderAt(
      <form onSubmit={outerSubmit}>
        <RenameDialog save={save} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename group' });
    outerSubmit.mockClear();
    await user.type(nameInput(dialog), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(save).toHaveBeenCalledWith({ name: 'Observers 2' }, undefined);
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});

describe('InlineForm', { timeout: 20_000 }, () => {
  it('asks before leaving the page with typed input, and not after the input was sent', async () => {
    const save = vi.fn<Save>().mockResolvedValue({ ok: true, value: null });
    const { user } = renderAt(<NewGroupForm save={save} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Observers');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe(''),
    );
    expect(save).toHaveBeenCalledWith({ name: 'Observers' }, undefined);
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });
});
