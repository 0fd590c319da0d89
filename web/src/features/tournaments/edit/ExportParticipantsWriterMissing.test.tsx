import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { editPageMock, exportMock, optionsMock, storedTournament } from '../tournamentMocks';

// The CSV writer is a chunk fetched with the first export; here it never arrives.
vi.mock('papaparse', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('participant export without its CSV writer', () => {
  it('says the file could not be written and offers a reload, instead of nothing', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user } = renderApp({
      path: '/tournament/t-1/edit',
      mocks: [editPageMock('t-1', storedTournament('t-1')), optionsMock(), exportMock('t-1')],
    });
    const button = await screen.findByRole('button', { name: 'Export participants' });
    await user.click(button);
    expect(
      await screen.findByText(
        'The participant file could not be written: its code did not arrive, perhaps after an update or a network problem. Reload the page and try again.',
      ),
    ).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});
