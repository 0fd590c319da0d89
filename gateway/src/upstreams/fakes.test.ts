import { describe, expect, it, vi } from 'vitest';
import { fakeApis } from './fakes';

describe('typed upstream fakes for unit tests', () => {
  it('answers with the fake the test gives and fails loudly on any other upstream call', async () => {
    const getSeason = vi.fn(() => Promise.resolve(null));
    const apis = fakeApis({ elds: { getSeason } });
    expect(await apis.elds.getSeason('7')).toBeNull();
    expect(getSeason).toHaveBeenCalledWith('7');
    await expect(apis.elds.getLeague('1')).rejects.toThrow(
      'elds /elds/data/v3/leagues/1 was called but the test gave no fake for it',
    );
    await expect(apis.rbac.getRoles()).rejects.toThrow(/^rbac .* no fake/);
  });
});
