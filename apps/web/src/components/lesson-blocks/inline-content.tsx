import { Anchor, Code } from '@mantine/core';
import { type Inline, isWebLink, keyed } from '../../lib/lesson-blocks';

/** A run of inline text: bold, italic, code, links and line breaks, as elements. */
export function InlineContent({ nodes }: { nodes: readonly Inline[] }) {
  return (
    <>
      {keyed(nodes).map(({ key, item }) => (
        <InlineNode key={key} node={item} />
      ))}
    </>
  );
}

function InlineNode({ node }: { node: Inline }) {
  switch (node.type) {
    case 'text':
      return <>{node.text}</>;
    case 'bold':
      return (
        <strong>
          <InlineContent nodes={node.children} />
        </strong>
      );
    case 'italic':
      return (
        <em>
          <InlineContent nodes={node.children} />
        </em>
      );
    case 'code':
      return <Code>{node.text}</Code>;
    case 'break':
      return <br />;
    case 'link':
      return isWebLink(node.href) ? (
        <Anchor
          href={node.href}
          target="_blank"
          rel="noopener noreferrer"
          inherit
          underline="always"
        >
          <InlineContent nodes={node.children} />
        </Anchor>
      ) : (
        <InlineContent nodes={node.children} />
      );
  }
}
