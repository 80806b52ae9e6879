import { Code, Stack, Text, Title } from '@mantine/core';
import { headingOrder, keyed, type LessonBlock } from '../../lib/lesson-blocks';
import { CalloutBlock } from './callout-block';
import { ImageBlock } from './image-block';
import { InlineContent } from './inline-content';
import { ListBlock } from './list-block';
import { TableBlock } from './table-block';

/**
 * Lesson content as React elements, one per whitelisted block; nothing is ever inserted as HTML.
 * `headingLevel` is the level of the heading the blocks sit under (the lesson title's).
 */
export function LessonBlocks({
  blocks,
  headingLevel,
}: {
  blocks: readonly LessonBlock[];
  headingLevel: number;
}) {
  return (
    <Stack gap="sm">
      {keyed(blocks, 'b').map(({ key, item }) => (
        <Block key={key} block={item} headingLevel={headingLevel} />
      ))}
    </Stack>
  );
}

function Block({ block, headingLevel }: { block: LessonBlock; headingLevel: number }) {
  switch (block.type) {
    case 'heading':
      return (
        <Title order={headingOrder(block.level, headingLevel)} size="h4" mt="xs">
          <InlineContent nodes={block.children} />
        </Title>
      );
    case 'paragraph':
      return (
        <Text>
          <InlineContent nodes={block.children} />
        </Text>
      );
    case 'list':
      return (
        <ListBlock
          ordered={block.ordered}
          start={block.start}
          items={block.items}
          renderItem={(item) => <LessonBlocks blocks={item.blocks} headingLevel={headingLevel} />}
        />
      );
    case 'image':
      return <ImageBlock file={block.file} alt={block.alt} caption={block.caption} />;
    case 'callout':
      return (
        <CalloutBlock variant={block.variant}>
          <LessonBlocks blocks={block.blocks} headingLevel={headingLevel} />
        </CalloutBlock>
      );
    case 'table':
      return <TableBlock align={block.align} header={block.header} rows={block.rows} />;
    case 'code_block':
      return (
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {block.text}
        </Code>
      );
  }
}
