import { MESSAGE_AUTO_DISMISS_MS, SUPPORT_CHAT_URL } from '@esports-admin/schema/rules/constants';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../test/renderApp';
import { toast } from './toast';
import { Toaster } from './Toaster';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderToaster() {
  return render(
    <Providers>
      <Toaster />
    </Providers>,
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('dismisses a success message after 5 seconds', () => {
    renderToaster();
    act(() => void toast.success('Created Season Successfully!'));
    expect(screen.getByText('Created Season Successfully!')).toBeTruthy();

    advance(MESSAGE_AUTO_DISMISS_MS - 1);
    expect(screen.queryByText('Created Season Successfully!')).not.toBeNull();

    advance(1);
    expect(screen.queryByText('Created Season Successfully!')).toBeNull();
  });

  it('dismisses a loading message after 5 seconds too', () => {
    renderToaster();
    act(() => void toast.loading('Saving…'));
    advance(MESSAGE_AUTO_DISMISS_MS);
    expect(screen.queryByText('Saving…')).toBeNull();
  });

  it('keeps an error until it is closed', () => {
    renderToaster();
    act(() => void toast.error('502 - Bad Gateway'));
    advance(10 * MESSAGE_AUTO_DISMISS_MS);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('502 - Bad Gateway')).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('502 - Bad Gateway')).toBeNull();
  });

  it('ignores a message identical to one still shown', () => {
    renderToaster();
    act(() => {
      toast.error('404 - Season not found');
      toast.error('404 - Season not found');
      toast.success('Updated Season Successfully!');
      toast.success('Updated Season Successfully!');
    });
    expect(screen.getAllByText('404 - Season not found')).toHaveLength(1);
    expect(screen.getAllByText('Updated Season Successfully!')).toHaveLength(1);
  });

  it('shows the same message again once the first one is gone', () => {
    renderToaster();
    act(() => void toast.success('Archived Season Successfully!'));
    advance(MESSAGE_AUTO_DISMISS_MS);
    act(() => void toast.success('Archived Season Successfully!'));
    expect(screen.getAllByText('Archived Season Successfully!')).toHaveLength(1);
  });

  it('offers a Need Help? link to the support chat on every error, and only on errors', () => {
    renderToaster();
    act(() => {
      toast.error('500 - Internal Server Error');
      toast.success('Created Season Successfully!');
    });
    const links = screen.getAllByRole('link', { name: 'Need Help?' });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(SUPPORT_CHAT_URL);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Need Help?' })).toBe(
      links[0],
    );
  });
});
