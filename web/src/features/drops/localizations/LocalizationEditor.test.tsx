import { DROP_MESSAGES } from '@esports-admin/schema/rules/drops';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../test/renderApp';
import { LocalizationEditor } from './LocalizationEditor';

const renderEditor = (texts: { locale: string; text: string | null }[]) => {
  const onSave = vi.fn();
  render(
    <Providers>
      <LocalizationEditor
        label="Title of “Finals Ward”"
        localeKey="drop.1.title"
        group="drop.1.title"
        texts={texts}
        locales={['en_US', 'fr_FR', 'de_DE']}
        saving={false}
        onSave={onSave}
        onCancel={() => undefined}
      />
    </Providers>,
  );
  return { onSave, user: userEvent.setup() };
};

describe('localization editor', () => {
  it('offers no way to remove en_US and says why, while other locales can go', async () => {
    const { onSave, user } = renderEditor([
      { locale: 'en_US', text: 'Ward' },
      { locale: 'fr_FR', text: 'Balise' },
    ]);
    const removeEnglish = screen.getByRole('button', { name: 'Remove en_US' });
    expect(removeEnglish).toHaveProperty('disabled', true);
    expect(removeEnglish.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(removeEnglish.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(DROP_MESSAGES.defaultLocaleRequired);
    expect(screen.getByRole('combobox', { name: 'Locale 1' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Remove fr_FR' }));
    await user.click(screen.getByRole('button', { name: 'Save Localization' }));
    expect(onSave).toHaveBeenCalledWith({
      key: 'drop.1.title',
      group: 'drop.1.title',
      locales: ['en_US'],
      texts: [
        { locale: 'en_US', text: 'Ward' },
        { locale: 'fr_FR', text: null },
      ],
    });
  });

  it('starts a key without en_US with an en_US row to fill before it can be saved', async () => {
    const { onSave, user } = renderEditor([{ locale: 'fr_FR', text: 'Balise' }]);
    expect(screen.getByRole('combobox', { name: 'Locale 1' })).toHaveProperty('value', 'en_US');
    expect(screen.getByRole('alert').textContent).toBe(DROP_MESSAGES.defaultLocaleRequired);
    expect(screen.getByRole('button', { name: 'Save Localization' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.type(screen.getByRole('textbox', { name: 'Text en_US' }), 'Ward');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Localization' }));
    expect(onSave).toHaveBeenCalledOnce();
  });
});
