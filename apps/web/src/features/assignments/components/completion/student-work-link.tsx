import { Anchor, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { responsePath } from '../../../../lib/paths/activities';

export interface WorkPiece {
  activity_id: number;
  title: string;
  answer_header_id: number;
  submitted: boolean;
}

interface Props {
  name: string;
  work: WorkPiece[];
  kitToken: string;
  classId: number;
}

const label = (piece: WorkPiece) =>
  `${piece.title}${piece.submitted ? '' : ' (not handed in yet)'}`;

/**
 * A student's name that opens their work at an assignment: straight to the one attempt there is,
 * or a menu of the activities they started; just the name while they have started nothing.
 */
export function StudentWorkLink({ name, work, kitToken, classId }: Props) {
  const pathOf = (piece: WorkPiece) =>
    responsePath({
      kitToken,
      activityId: piece.activity_id,
      classId,
      answerHeaderId: piece.answer_header_id,
    });
  const [only] = work;
  if (!only) {
    return (
      <Text size="sm" fw={500}>
        {name}
      </Text>
    );
  }
  if (work.length === 1) {
    return (
      <Anchor
        component={Link}
        to={pathOf(only)}
        size="sm"
        fw={500}
        aria-label={`${name}: ${label(only)}`}
      >
        {name}
      </Anchor>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`${name}: their work`}>
          <Text size="sm" fw={500} c="blue.8" td="underline">
            {name}
          </Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}'s work</Menu.Label>
        {work.map((piece) => (
          <Menu.Item key={piece.activity_id} component={Link} to={pathOf(piece)}>
            {label(piece)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
