import { Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Brand } from '../../../components/ui/brand';
import { SignInForm } from '../components/sign-in-form';

export function SignInPage() {
  return (
    <Center component="main" mih="100dvh" bg="gray.0" py="xl">
      <Container size={420} w="100%" px="md">
        <Stack gap="lg">
          <Center>
            <Brand />
          </Center>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="xs" mb="lg">
              <Title order={1} size="h2">
                Sign in
              </Title>
              <Text size="sm" c="dimmed">
                Use the email and password your school gave you.
              </Text>
            </Stack>
            <SignInForm />
          </Paper>
        </Stack>
      </Container>
    </Center>
  );
}
