import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { OrganisationCreated } from '../api/organisations';
import { usePhoneScreen } from '../../../components/use-screen-matches';

interface AdministratorCredentialsProps {
  created: OrganisationCreated | null;
  onDone: () => void;
}

function CredentialField({ label, value }: { label: string; value: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSectionWidth={96}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant={copied ? 'light' : 'subtle'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              aria-label={`Copy ${label.toLowerCase()}`}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      }
    />
  );
}

/**
 * The first administrator's sign-in details, shown once right after the organisation is created. The
 * password is not stored anywhere the console can show it again, so the dialog says so and closes only on
 * an explicit confirmation.
 */
export function AdministratorCredentials({ created, onDone }: AdministratorCredentialsProps) {
  const phone = usePhoneScreen();
  const administrator = created?.administrator;
  const both = administrator ? `Email: ${administrator.email}\nPassword: ${administrator.password}` : '';
  return (
    <Modal
      opened={created !== null}
      onClose={onDone}
      title={created ? `${created.name} is ready` : ''}
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      fullScreen={phone}
      centered
    >
      {administrator ? (
        <Stack gap="md">
          <Text>
            {`${administrator.name} is the organisation’s first administrator. Give them these sign-in details; they can change the password from their profile.`}
          </Text>
          <CredentialField label="Email" value={administrator.email} />
          <CredentialField label="Password" value={administrator.password} />
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            This password is shown only now. Copy it before closing this window.
          </Alert>
          <Group justify="space-between" gap="sm">
            <CopyButton value={both}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} leftSection={<IconCopy size={16} aria-hidden />}>
                  {copied ? 'Copied both' : 'Copy email and password'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onDone}>I have saved the password</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
