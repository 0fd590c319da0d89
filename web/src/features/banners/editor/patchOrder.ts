/** '15.3' → [15, 3], to compare patches as the game numbers them. */
const patchNumbers = (patch: string) => patch.split('.').map(Number);

/** Negative when `a` is an older patch than `b`. */
export function comparePatches(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = patchNumbers(a);
  const [bMajor = 0, bMinor = 0] = patchNumbers(b);
  return aMajor - bMajor || aMinor - bMinor;
}

/** The newest of `configured` older than `patch`: the one a new configuration can start from. */
export function nearestOlderPatch(patch: string, configured: readonly string[]): string | null {
  const older = configured.filter((other) => comparePatches(other, patch) < 0);
  return older.sort(comparePatches).at(-1) ?? null;
}
