import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { FORGOT_PASSWORD_PATH } from '../paths';

export function SignInPage() {
  return (
    <AuthCard title="Sign in" description="Use the email and password your school gave you.">
      <SignInForm />
      <Group justify="center" mt="md">
        <Anchor component={Link} to={FORGOT_PASSWORD_PATH} size="sm">
          Forgot password?
        </Anchor>
      </Group>
    </AuthCard>
  );
}
