import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Toaster } from '../../components/Toaster';
import { GuardedRouter, memoryHistory } from '../../shell/guardedHistory';
import { Providers } from '../../test/renderApp';
import { TRIGGER_LIST_PATH, TRIGGER_SEND_PATH } from './triggerPaths';

/** A trigger form at /drops/triggers/send, with a link to the trigger list to try leaving by. */
export function renderTriggerForm(form: ReactNode, mocks: MockLink.MockedResponse[]) {
  const history = memoryHistory(TRIGGER_SEND_PATH);
  const routes = [
    {
      path: TRIGGER_SEND_PATH,
      element: (
        <>
          {form}
          <Link to={TRIGGER_LIST_PATH}>Triggers</Link>
        </>
      ),
    },
    { path: TRIGGER_LIST_PATH, element: <p>Trigger list</p> },
  ];
  const user = userEvent.setup();
  const view = render(
    <Providers>
      <MockedProvider mocks={mocks}>
        <GuardedRouter history={history} routes={routes} />
      </MockedProvider>
      <Toaster />
    </Providers>,
  );
  return { ...view, user, history };
}
