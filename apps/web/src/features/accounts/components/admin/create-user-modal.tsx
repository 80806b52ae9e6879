import { accounts } from '@kitlab/contract';
import {
  Button,
  Group,
  Modal,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { bodyOf, checkFields, serverFieldError } from '../../../../lib/form-errors';
import { useCreateUser } from '../../api/create-user';
import type { Hierarchy } from '../../api/get-hierarchy';
import type { ManagedUser } from '../../api/list-users';
import { useValidateUserEmail } from '../../api/validate-user';
import { useFormFields } from '../../hooks/use-form-fields';
import { lengthProblem } from '../../utils/new-password';
import { EmailInput } from '../email-input';
import { FormErrorAlert } from '../form-error-alert';
import { NameFields } from '../name-fields';
import { classesOfSchool, classSelectOptions, schoolOptions } from './options';

const createBody = bodyOf(accounts.createUser);
type TextField = 'first_name' | 'last_name' | 'email' | 'temporary_password';
const EMPTY: Record<TextField, string> = {
  first_name: '',
  last_name: '',
  email: '',
  temporary_password: '',
};
const SERVER_FIELDS = [
  'user_type',
  'first_name',
  'last_name',
  'email',
  'school_token',
  'class_id',
  'temporary_password',
];

/** Adds a teacher or student; by default they are emailed a link to choose their password. */
export function CreateUserModal({
  opened,
  hierarchy,
  onClose,
  onCreated,
}: {
  opened: boolean;
  hierarchy: Hierarchy | undefined;
  onClose: () => void;
  onCreated: (user: ManagedUser, emailed: boolean) => void;
}) {
  const create = useCreateUser();
  const emailCheck = useValidateUserEmail();
  const form = useFormFields(EMPTY);
  const schools = hierarchy?.schools ?? [];
  const [userType, setUserType] = useState<'S' | 'T'>('S');
  const [schoolToken, setSchoolToken] = useState<string | null>(null);
  const [classId, setClassId] = useState<string | null>(null);
  const [passwordBy, setPasswordBy] = useState<'link' | 'temporary'>('link');
  const [choiceErrors, setChoiceErrors] = useState<{ school_token?: string; class_id?: string }>(
    {},
  );
  const school = schoolToken ?? (schools.length === 1 ? (schools[0]?.school_token ?? null) : null);
  const classes = classesOfSchool(schools, school);

  const close = () => {
    form.reset();
    create.reset();
    emailCheck.reset();
    setChoiceErrors({});
    setClassId(null);
    onClose();
  };

  const checkEmail = () => {
    const email = form.values.email.trim();
    if (email) emailCheck.mutate(email);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const temporary = passwordBy === 'temporary' ? form.values.temporary_password : undefined;
    const { data, errors } = checkFields(createBody, {
      user_type: userType,
      first_name: form.values.first_name,
      last_name: form.values.last_name,
      email: form.values.email,
      school_token: school ?? '',
      class_id: userType === 'S' && classId ? Number(classId) : undefined,
      temporary_password: temporary,
    });
    const passwordProblem = temporary === undefined ? null : lengthProblem(temporary);
    form.setErrors({
      first_name: errors.first_name,
      last_name: errors.last_name,
      email: errors.email,
      temporary_password: passwordProblem?.message ?? errors.temporary_password,
    });
    setChoiceErrors({ school_token: errors.school_token, class_id: errors.class_id });
    if (!data || passwordProblem) return;
    create.mutate(data, {
      onSuccess: (user) => {
        onCreated(user, temporary === undefined);
        close();
      },
    });
  };

  const emailError =
    form.errorOf('email', create.error) ??
    (emailCheck.data && !emailCheck.data.valid ? emailCheck.data.errors.email?.[0] : undefined);

  return (
    <Modal opened={opened} onClose={close} title="Add a user" size="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Add a user">
        <Stack gap="md">
          <FormErrorAlert
            error={create.error}
            fields={SERVER_FIELDS}
            title="Could not add the user"
          />
          <Radio.Group
            label="Role"
            value={userType}
            onChange={(value) => setUserType(value === 'T' ? 'T' : 'S')}
          >
            <Group gap="lg" mt={6}>
              <Radio value="S" label="Student" />
              <Radio value="T" label="Teacher" />
            </Group>
          </Radio.Group>
          <NameFields
            values={form.values}
            onChange={form.onChange}
            errorOf={(field) => form.errorOf(field, create.error)}
          />
          <EmailInput
            autoComplete="off"
            value={form.values.email}
            onChange={(event) => {
              emailCheck.reset();
              form.onChange('email')(event);
            }}
            onBlur={checkEmail}
            error={emailError}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="School"
              required
              placeholder="Choose a school"
              data={schoolOptions(schools)}
              value={school}
              onChange={(value) => {
                setSchoolToken(value);
                setClassId(null);
              }}
              error={choiceErrors.school_token ?? serverFieldError(create.error, 'school_token')}
            />
            {userType === 'S' ? (
              <Select
                label="Class"
                placeholder={school ? 'No class yet' : 'Choose a school first'}
                data={classSelectOptions(classes)}
                value={classId}
                onChange={setClassId}
                clearable
                disabled={!school}
                error={choiceErrors.class_id ?? serverFieldError(create.error, 'class_id')}
              />
            ) : null}
          </SimpleGrid>
          <Radio.Group
            label="Password"
            value={passwordBy}
            onChange={(value) => setPasswordBy(value === 'temporary' ? 'temporary' : 'link')}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="link" label="Email them a link to choose their own password" />
              <Radio
                value="temporary"
                label="Give them a temporary password to change when they first sign in"
              />
            </Stack>
          </Radio.Group>
          {passwordBy === 'temporary' ? (
            <PasswordInput
              label="Temporary password"
              description="At least 8 characters. Tell it to the user yourself."
              autoComplete="new-password"
              required
              value={form.values.temporary_password}
              onChange={form.onChange('temporary_password')}
              error={form.errorOf('temporary_password', create.error)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
