import { Callout } from './Callout';
import { CodeBlock, MarkdownCode } from './CodeBlock';
import { CodeTab, CodeTabs } from './CodeTabs';
import { DemoContainer } from '../demo/DemoContainer';
import { EmbeddedComponent } from './EmbeddedComponent';
import { MarkdownTable, MarkdownTableHeaderCell } from './MarkdownTable';

/** hast tag name → React component, for rehype-react. Everything else renders as plain HTML. */
export const markdownComponents = {
  'docs-callout': Callout,
  'docs-demo': DemoContainer,
  'docs-component': EmbeddedComponent,
  'docs-code-tabs': CodeTabs,
  'docs-code-tab': CodeTab,
  pre: CodeBlock,
  code: MarkdownCode,
  table: MarkdownTable,
  th: MarkdownTableHeaderCell,
};
