import type { ReactNode } from 'react';
import { cn } from '@lumen/ui-kit/cn';
import { parseMarkdown, type Block, type Inline } from '#src/lib/markdown.ts';
import { AppLink } from '#src/components/app-link.tsx';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={i} />;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <AppLink
            key={i}
            href={node.href}
            isExternal={/^https?:/i.test(node.href)}
            className="focus-ring rounded font-semibold text-brand-700 underline"
          >
            {renderInline(node.children)}
          </AppLink>
        );
    }
  });
}

function renderBlocks(blocks: Block[]): ReactNode[] {
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'paragraph':
        return <p key={i}>{renderInline(block.children)}</p>;
      case 'heading': {
        const Tag = `h${block.level}` as const;
        return (
          <Tag key={i} className="font-semibold text-ink-950">
            {renderInline(block.children)}
          </Tag>
        );
      }
      case 'list': {
        const Tag = block.isOrdered ? 'ol' : 'ul';
        return (
          <Tag key={i} className={block.isOrdered ? 'list-decimal pl-6' : 'list-disc pl-6'}>
            {block.items.map((item, j) => (
              <li key={j}>{renderInline(item)}</li>
            ))}
          </Tag>
        );
      }
      case 'quote':
        return (
          <blockquote key={i} className="border-l-4 border-brand-500 pl-4 italic text-ink-800">
            {renderBlocks(block.children)}
          </blockquote>
        );
    }
  });
}

/**
 * A content description written in markdown, as React elements (lib/markdown.ts): text is
 * always escaped by React, and only safe link targets become links.
 */
export function Markdown({
  source,
  className,
}: {
  source: string | null | undefined;
  className?: string;
}) {
  const blocks = parseMarkdown(source);
  if (blocks.length === 0) return null;
  return (
    <div className={cn('flex flex-col gap-4 text-base leading-relaxed text-ink-800', className)}>
      {renderBlocks(blocks)}
    </div>
  );
}
