import { Button, Group, Paper, Title } from '@mantine/core';
import { useId } from 'react';
import { useCollapsed } from '../utils/collapsed';
import type { CompanionVariant } from '../utils/display-rule';
import { defineCompanionElement } from './companion-element';
import { StudentGuidePanel } from './student-guide-panel';
import { TeacherClassPanel } from './teacher-class-panel';

defineCompanionElement();

/**
 * `<kitlab-companion>` with the widget inside: a named region with a heading, and a button that
 * folds it to its title bar (remembered in this browser). Folded, nothing is fetched or refreshed.
 */
export function CompanionWidget({
  variant,
  className,
}: {
  variant: CompanionVariant;
  className?: string;
}) {
  const [collapsed, setCollapsed] = useCollapsed();
  const headingId = useId();
  const bodyId = useId();

  return (
    <kitlab-companion className={className} data-variant={variant}>
      <Paper
        component="section"
        aria-labelledby={headingId}
        withBorder
        radius="md"
        p="sm"
        shadow="xs"
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h5" id={headingId}>
            Learning companion
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            aria-label={collapsed ? 'Show learning companion' : 'Hide learning companion'}
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? 'Show' : 'Hide'}
          </Button>
        </Group>
        <div id={bodyId} hidden={collapsed}>
          {collapsed ? null : variant === 'student' ? <StudentGuidePanel /> : <TeacherClassPanel />}
        </div>
      </Paper>
    </kitlab-companion>
  );
}
