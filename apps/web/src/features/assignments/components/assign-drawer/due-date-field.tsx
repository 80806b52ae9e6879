import '@mantine/dates/styles.css';
import { Input, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useId } from 'react';
import { formatDate } from '../../utils/dates';
import classes from './due-date-field.module.css';

/** Labels of the picker's own buttons, which have only arrows on screen. */
export const CALENDAR_ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/**
 * A due date chosen on a month calendar: days before `minDate` are disabled, and the arrow keys
 * move between days. The value is a calendar date, YYYY-MM-DD. Only the month's own days are
 * shown: the neighbouring months' days that fill its first and last weeks would be pale
 * buttons below contrast, and "Next month" reaches them anyway.
 */
export function DueDateField({
  label = 'Due date',
  value,
  minDate,
  error,
  onChange,
}: {
  label?: string;
  value: string | null;
  minDate: string;
  error?: string;
  onChange: (date: string) => void;
}) {
  const id = useId();
  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      withAsterisk
      error={error}
      description={
        value ? (
          <Text span size="sm" data-testid="chosen-due-date">
            Due {formatDate(value, 'long')}
          </Text>
        ) : (
          'Today or a later day.'
        )
      }
    >
      <DatePicker
        mt="xs"
        value={value}
        onChange={(date) => {
          if (date) onChange(date);
        }}
        defaultDate={value ?? minDate}
        minDate={minDate}
        firstDayOfWeek={1}
        hideOutsideDates
        classNames={{ day: classes.day }}
        ariaLabels={CALENDAR_ARIA_LABELS}
        getDayAriaLabel={(date) => formatDate(date, 'long')}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : `${id}-description`}
      />
    </Input.Wrapper>
  );
}
