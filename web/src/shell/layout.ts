/** Page frame shared by the shell, the grid overlay and the pages. */
export const PAGE_MAX_WIDTH = '1280px';
export const PAGE_PADDING_X = { base: '4', md: '8' } as const;
