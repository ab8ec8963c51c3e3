import type { ReactNode } from "react";
import { isSafeLink } from "#commerce/modules/content/browser.ts";
import type { RichTextDocument, RichTextNode } from "#commerce/modules/content/index.ts";
import { BlockLink } from "./block-link.tsx";

function renderMarks(node: RichTextNode, text: ReactNode): ReactNode {
  return (node.marks ?? []).reduce<ReactNode>((inner, mark) => {
    switch (mark.type) {
      case "bold":
        return <strong>{inner}</strong>;
      case "italic":
        return <em>{inner}</em>;
      case "code":
        return <code className="rounded bg-neutral-100 px-1">{inner}</code>;
      case "link": {
        const href = typeof mark.attrs?.href === "string" ? mark.attrs.href : "";
        return isSafeLink(href) ? (
          <BlockLink to={href} className="text-brand-700 underline">
            {inner}
          </BlockLink>
        ) : (
          inner
        );
      }
      default:
        return inner;
    }
  }, text);
}

function renderNodes(nodes: readonly RichTextNode[] | undefined): ReactNode {
  return (nodes ?? []).map((node, index) => <RichTextNodeView key={index} node={node} />);
}

const headingTags = { 2: "h2", 3: "h3", 4: "h4" } as const;

function RichTextNodeView({ node }: { node: RichTextNode }): ReactNode {
  switch (node.type) {
    case "text":
      return renderMarks(node, node.text ?? "");
    case "paragraph":
      return <p>{renderNodes(node.content)}</p>;
    case "heading": {
      // The page's own title is its h1; headings in the text start at h2.
      const level = Math.min(4, Math.max(2, Number(node.attrs?.level ?? 2))) as 2 | 3 | 4;
      const Tag = headingTags[level];
      return <Tag>{renderNodes(node.content)}</Tag>;
    }
    case "bullet_list":
      return <ul>{renderNodes(node.content)}</ul>;
    case "ordered_list":
      return <ol>{renderNodes(node.content)}</ol>;
    case "list_item":
      return <li>{renderNodes(node.content)}</li>;
    case "blockquote":
      return <blockquote>{renderNodes(node.content)}</blockquote>;
    case "hard_break":
      return <br />;
    case "horizontal_rule":
      return <hr />;
    default:
      // An unknown node keeps its text rather than losing it.
      return renderNodes(node.content);
  }
}

/** Rich text (Storyblok's document format) as HTML, styled as prose. */
export function RichTextView({ document, className = "" }: { document: RichTextDocument; className?: string }) {
  return <div className={`prose-content ${className}`}>{renderNodes(document.content)}</div>;
}
