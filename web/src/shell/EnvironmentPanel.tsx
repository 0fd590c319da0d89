import {
  Badge,
  CloseButton,
  Drawer,
  Field,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { ENVIRONMENTS, type Environment } from '@esports-admin/schema/rules/access';
import { APP_VERSION } from '@esports-admin/schema/rules/constants';
import { readEnvironmentOverride, switchEnvironment } from './environmentOverride';

/** The services the panel lists (spec 2 "Environment panel"). */
export const PANEL_SERVICES = [
  'Admin',
  'Banners',
  'Drops',
  'ELDS',
  'LiveStats',
  'Pickem',
  'Promo Codes',
  'Stream Timeline',
] as const;

const HOST_DEFAULT = '';
const SELECTABLE = ENVIRONMENTS.filter((e): e is Exclude<Environment, 'prod'> => e !== 'prod');

interface EnvironmentPanelProps {
  open: boolean;
  onClose: () => void;
  /** The environment the gateway answered in (the override when one is set). */
  environment: Environment;
}

/**
 * The configuration panel of non-production systems, toggled by Shift+C. Choosing an environment
 * stores it for this tab and reloads. Decision: services are not switched one by one here — the
 * gateway holds the service addresses and calls each in the environment the request runs in, so
 * the table shows where each one is called now rather than offering choices it cannot honour.
 */
export function EnvironmentPanel({ open, onClose, environment }: EnvironmentPanelProps) {
  const override = readEnvironmentOverride();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Environment</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Field.Root>
                  <Field.Label>App environment</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={override ?? HOST_DEFAULT}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        switchEnvironment(value === HOST_DEFAULT ? null : (value as Environment));
                      }}
                    >
                      <option value={HOST_DEFAULT}>From the host name</option>
                      {SELECTABLE.map((env) => (
                        <option key={env} value={env}>
                          {env}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.HelperText>
                    Changing it reloads the page. It lasts until this tab is closed.
                  </Field.HelperText>
                </Field.Root>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Service</Table.ColumnHeader>
                      <Table.ColumnHeader>Environment</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {PANEL_SERVICES.map((service) => (
                      <Table.Row key={service}>
                        <Table.Cell>{service}</Table.Cell>
                        <Table.Cell>
                          <Badge>{environment}</Badge>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                <Text color="fg.muted" textStyle="sm">
                  Version {APP_VERSION}
                </Text>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the environment panel" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
