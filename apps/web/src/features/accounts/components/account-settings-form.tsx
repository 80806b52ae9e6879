import { accounts, type Profile } from '@kitlab/contract';
import { Button, Group, Select, Stack, Switch } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { bodyOf, checkFields, serverFieldError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useUpdateAccountSettings } from '../api/update-account-settings';
import { useFormFields } from '../hooks/use-form-fields';
import { LANGUAGE_OPTIONS } from '../utils/languages';
import { FormErrorAlert } from './form-error-alert';
import { NameFields } from './name-fields';

const settingsBody = bodyOf(accounts.updateAccountSettings);
const SERVER_FIELDS = ['first_name', 'last_name', 'preferred_language'] as const;
type Channel = keyof Profile['notification_preferences'];
const CHANNELS: { channel: Channel; label: string }[] = [
  { channel: 'email', label: 'Email me about new assignments and messages' },
  { channel: 'push', label: 'Send push notifications to my devices' },
];

/** The user's own name, language and notification choices. */
export function AccountSettingsForm({ profile }: { profile: Profile }) {
  const update = useUpdateAccountSettings();
  const names = useFormFields({ first_name: profile.first_name, last_name: profile.last_name });
  const [language, setLanguage] = useState(profile.preferred_language);
  const [notify, setNotify] = useState(profile.notification_preferences);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors } = checkFields(settingsBody, {
      ...names.values,
      preferred_language: language,
      notification_preferences: notify,
    });
    names.setErrors({ first_name: errors.first_name, last_name: errors.last_name });
    if (!data) return;
    update.mutate(data, {
      onSuccess: () => showToast({ message: 'Your settings have been saved.', tone: 'success' }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Account settings">
      <Stack gap="md">
        <FormErrorAlert error={update.error} fields={SERVER_FIELDS} title="Could not save" />
        <NameFields
          own
          values={names.values}
          onChange={names.onChange}
          errorOf={(field) => names.errorOf(field, update.error)}
        />
        <Select
          label="Preferred language"
          data={LANGUAGE_OPTIONS}
          value={language}
          onChange={(value) => value && setLanguage(value)}
          allowDeselect={false}
          error={serverFieldError(update.error, 'preferred_language')}
          maw={320}
        />
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' }}>
            Notifications
          </legend>
          {CHANNELS.map(({ channel, label }) => (
            <Switch
              key={channel}
              label={label}
              checked={notify[channel]}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setNotify((current) => ({ ...current, [channel]: on }));
              }}
            />
          ))}
        </Stack>
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
