/** The handful of line icons the app uses, drawn inline (no icon font or package). */
import { createIcon } from '@chakra-ui/react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  path: [
    <circle key="c" cx="11" cy="11" r="7" {...stroke} />,
    <path key="p" d="m20 20-3.5-3.5" {...stroke} />,
  ],
});

export const PlusIcon = createIcon({
  displayName: 'PlusIcon',
  path: <path d="M12 5v14M5 12h14" {...stroke} />,
});

export const ArrowUpIcon = createIcon({
  displayName: 'ArrowUpIcon',
  path: <path d="m6 14 6-6 6 6" {...stroke} />,
});

export const ArrowDownIcon = createIcon({
  displayName: 'ArrowDownIcon',
  path: <path d="m6 10 6 6 6-6" {...stroke} />,
});

export const TrashIcon = createIcon({
  displayName: 'TrashIcon',
  path: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12h10l1-12M9 7V4h6v3" {...stroke} />,
});
