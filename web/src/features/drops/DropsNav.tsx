import { Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { DROPS_SECTIONS } from './dropsSections';

/** The links between the drops pages; the current one is marked for screen readers too. */
export function DropsNav() {
  const { pathname } = useLocation();
  return (
    <Flex as="nav" aria-label="Drops pages" gap="1" wrap="wrap">
      {DROPS_SECTIONS.map((section) => {
        const current = section.match.some((m) => pathname === m || pathname.startsWith(`${m}/`));
        return (
          <Link
            key={section.path}
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
            <RouterLink to={section.path} aria-current={current ? 'page' : undefined}>
              {section.label}
            </RouterLink>
          </Link>
        );
      })}
    </Flex>
  );
}
