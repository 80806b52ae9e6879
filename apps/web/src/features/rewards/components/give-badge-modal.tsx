import { rewards } from '@kitlab/contract';
import { describeBadge } from '@kitlab/domain';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { bodyOf, checkFields, explainedOnFields, serverFieldError } from '../../../lib/form-errors';
import { fullName } from '../../../lib/full-name';
import { showToast } from '../../../lib/toasts';
import type { StudentCounts } from '../api/get-teacher-counts';
import { useGiveBadge } from '../api/give-badge';
import { BadgeArt } from './badge-art';

const giveBody = bodyOf(rewards.giveBadge);
const FIELDS = ['badge', 'reason'] as const;
type Field = (typeof FIELDS)[number];

/** A teacher gives one student a badge by hand, with a reason the student will read. */
export function GiveBadgeModal({
  classId,
  student,
  onClose,
}: {
  classId: number;
  student: StudentCounts;
  onClose: () => void;
}) {
  const give = useGiveBadge(classId);
  const [values, setValues] = useState({ badge: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const name = fullName(student);
  const errorOf = (field: Field) => errors[field] ?? serverFieldError(give.error, field);
  const already = isApiError(give.error) && give.error.status === 409;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFields(giveBody, {
      class_id: classId,
      user_token: student.user_token,
      badge: values.badge || undefined,
      reason: values.reason,
    });
    setErrors(checked.errors);
    if (!checked.data) return;
    give.mutate(checked.data, {
      onSuccess: (given) => {
        showToast({ message: `${name} now has the ${given.badge.name} badge.`, tone: 'success' });
        onClose();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={`Give ${name} a badge`}>
      <form onSubmit={onSubmit} noValidate aria-label="Give a badge">
        <Stack gap="md">
          {already ? (
            <Alert color="gray" title="Already given">
              {name} already has this badge.
            </Alert>
          ) : give.isError && !explainedOnFields(give.error, FIELDS) ? (
            <Alert color="red" title="Could not give the badge">
              {errorMessage(give.error)}
            </Alert>
          ) : null}
          <Radio.Group
            label="Badge"
            value={values.badge}
            onChange={(badge) => setValues((v) => ({ ...v, badge }))}
            error={errorOf('badge')}
            required
          >
            <Stack gap="xs" mt={4}>
              {rewards.MANUAL_BADGE_CODES.map((code) => (
                <Group key={code} gap="sm" wrap="nowrap">
                  <BadgeArt code={code} size={32} />
                  <Radio value={code} label={describeBadge(code).name} />
                </Group>
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Why they earned it"
            description="The student reads this. 3 to 300 characters."
            value={values.reason}
            onChange={(event) => {
              const reason = event.currentTarget.value;
              setValues((v) => ({ ...v, reason }));
            }}
            maxLength={300}
            autosize
            minRows={2}
            error={errorOf('reason')}
            required
          />
          <Text size="xs" c="dimmed">
            Each badge can be given to a student once.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={give.isPending}>
              Give badge
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
