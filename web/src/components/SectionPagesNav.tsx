import { Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** One page family of a section: `match` holds the path prefixes that mark its link as current. */
export interface SectionPage {
  label: string;
  path: string;
  match: readonly string[];
}

/**
 * The links between a section's pages (drops: groups, inventory…; streams: groups, timeline),
 * above the page header; the current one is marked for screen readers too.
 */
export function SectionPagesNav({
  label,
  pages,
}: {
  label: string;
  pages: readonly SectionPage[];
}) {
  const { pathname } = useLocation();
  return (
    <Flex as="nav" aria-label={label} gap="1" wrap="wrap">
      {pages.map((page) => {
        const current = page.match.some((m) => pathname === m || pathname.startsWith(`${m}/`));
        return (
          <Link
            key={page.path}
            asChild
            px="3"
            py="1.5"
            rounded="md"
            fontSize="sm"
            fontWeight="medium"
            bg={current ? 'teal.subtle' : undefined}
            color={current ? 'teal.fg' : 'fg.muted'}
            _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
          >
            <RouterLink to={page.path} aria-current={current ? 'page' : undefined}>
              {page.label}
            </RouterLink>
          </Link>
        );
      })}
    </Flex>
  );
}
