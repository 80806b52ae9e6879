import { Card } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { ChangePasswordForm } from '../components/change-password-form';

export function ChangePasswordPage() {
  return (
    <>
      <PageHeader
        title="Change password"
        description="Changing your password signs you out on your other devices."
      />
      <Card withBorder radius="md" padding="lg" maw={480}>
        <ChangePasswordForm />
      </Card>
    </>
  );
}
