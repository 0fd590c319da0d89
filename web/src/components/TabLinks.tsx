import { Flex, Link, type FlexProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface TabLink {
  label: string;
  to: string;
  current: boolean;
}

/**
 * Pages or lists as tabs: links in a navigation, the current one underlined and marked
 * `aria-current="page"`, so the URL stays the only state. The underline sits on the line below
 * (a `borderBottomWidth` of the nav or of what holds it).
 */
export function TabLinks({
  label,
  links,
  ...flex
}: {
  /** Names the navigation: 'Lists of leagues', 'Accounts pages'. */
  label: string;
  links: readonly TabLink[];
} & Omit<FlexProps, 'children'>) {
  return (
    <Flex as="nav" aria-label={label} gap="1" wrap="wrap" {...flex}>
      {links.map((link) => (
        <Link
          key={link.to}
          asChild
          mb="-1px"
          px="4"
          py="2"
          fontSize="sm"
          fontWeight="medium"
          borderBottomWidth="2px"
          borderColor={link.current ? 'teal.solid' : 'transparent'}
          color={link.current ? 'fg' : 'fg.muted'}
          _hover={{ color: 'fg', textDecoration: 'none' }}
        >
          <RouterLink to={link.to} aria-current={link.current ? 'page' : undefined}>
            {link.label}
          </RouterLink>
        </Link>
      ))}
    </Flex>
  );
}
