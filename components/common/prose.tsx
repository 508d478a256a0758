import { Fragment, type ReactElement, type ReactNode } from 'react';
import { renderMarkdown, type MarkdownComponents } from '@/lib/markdown';
import type { DocumentPart } from '@/lib/content';

// Content documents are ours and do not change while the server runs, so each Markdown part is
// compiled once per process (about 2 ms a part, 25 ms for the privacy notice) and reused.
const compiled = new WeakMap<MarkdownComponents, Map<string, Promise<ReactElement>>>();

function compileOnce(markdown: string, components: MarkdownComponents): Promise<ReactElement> {
  let forComponents = compiled.get(components);
  if (!forComponents) compiled.set(components, (forComponents = new Map()));
  let element = forComponents.get(markdown);
  if (!element) forComponents.set(markdown, (element = renderMarkdown(markdown, components)));
  return element;
}

/**
 * The parts of a content document (lib/content.ts) in order: Markdown through the article
 * renderer with the given element components, and each `::name` block as the page supplies it.
 */
export async function ProseParts({ parts, components, blocks = {} }: { parts: DocumentPart[]; components: MarkdownComponents; blocks?: Record<string, ReactNode> }) {
  const rendered = await Promise.all(
    parts.map((part) => {
      if ('markdown' in part) return compileOnce(part.markdown, components);
      if (!(part.block in blocks)) throw new Error(`No component for the block ::${part.block}`);
      return blocks[part.block];
    }),
  );
  return rendered.map((node, index) => <Fragment key={index}>{node}</Fragment>);
}
