import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Link,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { APP_VERSION, NAV_BAR_HEIGHT_PX } from '@esports-admin/schema/rules/constants';
import { isSportCode } from '@esports-admin/schema/rules/sports';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { isSectionActive, pathAfterSportChange } from './navigation';
import { useSections } from './section';
import { useSport } from './sport';
import { useViewer } from './viewer';
import { accessOf, sectionsForViewer } from './viewerAccess';

/** The gateway ends the session here and at the provider (a same-origin form post, answered 303). */
export const SIGN_OUT_PATH = '/auth/logout';

/**
 * Top bar (spec 1 §2): product name, the sections of the sport the user may open, sport selector,
 * version, the signed-in user and Sign out.
 */
export function NavBar() {
  const { sport, setSport, offeredSports } = useSport();
  const { viewer } = useViewer();
  const allSections = useSections();
  const sections = useMemo(
    () => sectionsForViewer(allSections, sport, accessOf(viewer)),
    [allSections, sport, viewer],
  );
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const onSportChange = (value: string) => {
    if (!isSportCode(value) || value === sport) return;
    setSport(value);
    const next = pathAfterSportChange(allSections, pathname);
    if (next) void navigate(next);
  };

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      minHeight={`${NAV_BAR_HEIGHT_PX}px`}
      bg="gray.900"
      color="white"
      borderBottomWidth="1px"
      borderColor="gray.800"
      boxShadow="sm"
    >
      {/* Below xl the sections take a row of their own under the brand and the user, so they
          wrap inside the header instead of overflowing it. */}
      <Flex
        minHeight={`${NAV_BAR_HEIGHT_PX}px`}
        align="center"
        wrap={{ base: 'wrap', xl: 'nowrap' }}
        columnGap="6"
        rowGap="1.5"
        px={{ base: '4', lg: '6' }}
        py={{ base: '2', xl: '0' }}
        maxW="1600px"
        mx="auto"
      >
        <Link
          asChild
          color="white"
          fontWeight="bold"
          fontSize="lg"
          letterSpacing="tight"
          whiteSpace="nowrap"
          _hover={{ textDecoration: 'none', color: 'teal.200' }}
        >
          <RouterLink to="/">Esports Admin</RouterLink>
        </Link>

        <Box
          as="nav"
          aria-label="Sections"
          order={{ base: 1, xl: 0 }}
          flex={{ base: '1 0 100%', xl: '1' }}
          minW="0"
        >
          <HStack as="ul" gap="1" rowGap="0.5" wrap="wrap" listStyleType="none" m="0" p="0">
            {sections.map((section) => {
              const active = isSectionActive(section.link, pathname, section.alsoUnder);
              return (
                <li key={section.key}>
                  <Link
                    asChild
                    display="block"
                    px="2.5"
                    py="1.5"
                    rounded="md"
                    fontSize="sm"
                    fontWeight="medium"
                    whiteSpace="nowrap"
                    color={active ? 'gray.900' : 'gray.300'}
                    bg={active ? 'teal.200' : 'transparent'}
                    _hover={{
                      textDecoration: 'none',
                      bg: active ? 'teal.200' : 'whiteAlpha.200',
                      color: active ? 'gray.900' : 'white',
                    }}
                    focusRingColor="teal.300"
                  >
                    <RouterLink to={section.link} aria-current={active ? 'page' : undefined}>
                      {section.label}
                    </RouterLink>
                  </Link>
                </li>
              );
            })}
          </HStack>
        </Box>

        {/* Below xl the user sits under the sport selector, so the sections keep their width. */}
        <Flex
          direction={{ base: 'column', xl: 'row' }}
          align={{ base: 'flex-end', xl: 'center' }}
          gap={{ base: '1.5', xl: '3' }}
          flexShrink={0}
          ms="auto"
        >
          <HStack gap="3">
            <NativeSelect.Root size="sm" width="190px">
              <NativeSelect.Field
                aria-label="Selected sport"
                value={sport}
                onChange={(event) => onSportChange(event.currentTarget.value)}
                bg="gray.800"
                borderColor="gray.700"
                color="white"
                _focusVisible={{ borderColor: 'teal.300' }}
              >
                {offeredSports.map((s) => (
                  <option key={s.code} value={s.code} style={{ color: 'black' }}>
                    {s.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator color="gray.300" />
            </NativeSelect.Root>
            <Badge
              variant="subtle"
              colorPalette="gray"
              bg="gray.800"
              color="gray.300"
              title="Version"
            >
              <Text as="span" srOnly>
                Version{' '}
              </Text>
              {APP_VERSION}
            </Badge>
          </HStack>
          <SignedInUser name={viewer.name} username={viewer.username} />
        </Flex>
      </Flex>
    </Box>
  );
}

/** The name and username, both visible (no tooltip code in the first bundle), and Sign out. */
function SignedInUser({ name, username }: { name: string; username: string }) {
  return (
    <HStack
      gap={{ base: '2', xl: '3' }}
      ps={{ xl: '3' }}
      borderStartWidth={{ xl: '1px' }}
      borderColor="gray.700"
    >
      <Stack
        direction={{ base: 'row', xl: 'column' }}
        gap={{ base: '1.5', xl: '0' }}
        align={{ base: 'baseline', xl: 'stretch' }}
        lineHeight="short"
        maxW={{ base: '260px', xl: '180px' }}
        title={`Signed in as ${name} (${username})`}
      >
        <Text as="span" srOnly>
          Signed in as
        </Text>
        <Text
          as="span"
          fontSize={{ base: 'xs', xl: 'sm' }}
          fontWeight="medium"
          color="gray.100"
          truncate
        >
          {name}
        </Text>
        <Text as="span" fontSize="xs" color="gray.400" fontFamily="mono" truncate>
          {username}
        </Text>
      </Stack>
      <form method="post" action={SIGN_OUT_PATH}>
        <Button
          type="submit"
          size="xs"
          variant="outline"
          color="gray.200"
          borderColor="gray.600"
          _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
          height={{ base: '5', xl: '6' }}
        >
          Sign out
        </Button>
      </form>
    </HStack>
  );
}
