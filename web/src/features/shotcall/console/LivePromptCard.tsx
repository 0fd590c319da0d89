import { useEffect, useRef } from 'react';
import { useShotcallConsoleLiveQuery } from '../../../__generated__/hooks';
import { PromptCard, type PromptCardProps } from './PromptCard';
import { promptView, type Prompt } from './promptLive';

/** How often an open prompt's counts are asked for: the answers arrive while the window runs. */
export const LIVE_POLL_MS = 1_000;

/**
 * A prompt card that polls its live counts while the prompt is open, and asks for the session
 * again when the service says the prompt moved on (closed at the window's end, resolved elsewhere).
 */
export function LivePromptCard({
  prompt,
  onMovedOn,
  ...card
}: Omit<PromptCardProps, 'view'> & { prompt: Prompt; onMovedOn: () => void }) {
  const live = useShotcallConsoleLiveQuery({
    variables: { id: prompt.id },
    skip: prompt.state !== 'open',
    pollInterval: LIVE_POLL_MS,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const view = promptView(prompt, prompt.state === 'open' ? live.data?.shotcallPromptLive : null);
  const seen = useRef(view.state);
  useEffect(() => {
    if (view.state !== seen.current && view.state !== prompt.state) onMovedOn();
    seen.current = view.state;
  }, [view.state, prompt.state, onMovedOn]);
  return <PromptCard view={view} {...card} />;
}
