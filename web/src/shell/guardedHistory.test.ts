import { describe, expect, it, vi } from 'vitest';
import { type Blocker, type BlockerFunction, memoryHistory } from './guardedHistory';

/** A history at /form (after /list) whose guard holds every change of path while dirty. */
function setUp() {
  const history = memoryHistory('/list');
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  history.push('/form');
  heard.length = 0;
  let dirty = true;
  let blocker: Blocker = { state: 'unblocked' };
  const remove = history.guard(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
    (next) => (blocker = next),
  );
  return {
    history,
    heard,
    remove,
    blocker: () => blocker,
    clean: () => (dirty = false),
  };
}

describe('guarded history', () => {
  it('holds a push to another path until the user proceeds', () => {
    const { history, heard, blocker } = setUp();
    history.push('/elsewhere');
    expect(history.location.pathname).toBe('/form');
    expect(heard).toEqual([]);
    expect(blocker().state).toBe('blocked');

    blocker().proceed!();
    expect(history.location.pathname).toBe('/elsewhere');
    expect(heard).toEqual(['PUSH /elsewhere']);
    expect(blocker().state).toBe('unblocked');
  });

  it('drops a held replace when the user stays', () => {
    const { history, heard, blocker } = setUp();
    history.replace('/elsewhere');
    blocker().reset!();
    expect(history.location.pathname).toBe('/form');
    expect(heard).toEqual([]);
    expect(blocker().state).toBe('unblocked');
  });

  it('undoes a held back step and redoes it only when the user proceeds', () => {
    const { history, heard, blocker } = setUp();
    history.go(-1);
    expect(history.location.pathname).toBe('/form');
    expect(heard).toEqual([]);
    expect(blocker().state).toBe('blocked');

    blocker().proceed!();
    expect(history.location.pathname).toBe('/list');
    expect(heard).toEqual(['POP /list']);
  });

  it('lets a change within the path and any change of a clean form through', () => {
    const { history, heard, clean } = setUp();
    history.push('/form?tab=2');
    expect(heard).toEqual(['PUSH /form']);

    clean();
    history.go(-2);
    expect(heard).toEqual(['PUSH /form', 'POP /list']);
  });

  it('holds nothing once its guard is removed', () => {
    const { history, heard, remove, blocker } = setUp();
    remove();
    history.push('/elsewhere');
    expect(heard).toEqual(['PUSH /elsewhere']);
    expect(blocker().state).toBe('unblocked');
  });

  it('asks the guard with where the router is, not where the browser already went', () => {
    const history = memoryHistory('/list');
    history.listen(() => {});
    history.push('/form');
    const shouldBlock = vi.fn<BlockerFunction>(() => true);
    history.guard(shouldBlock, () => {});
    history.go(-1);
    const [{ currentLocation, nextLocation }] = shouldBlock.mock.calls[0]!;
    expect([currentLocation.pathname, nextLocation.pathname]).toEqual(['/form', '/list']);
  });
});
