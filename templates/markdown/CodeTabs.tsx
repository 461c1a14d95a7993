import { styled } from '@mui/material/styles';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { CODE_TABS_CLASS, CODE_TAB_SELECTED } from '../shared/code-tabs';

type TabElement = ReactElement<{ 'data-label'?: string; children?: ReactNode }>;

const TabsFrame = styled('div')(({ theme }) => ({
  margin: theme.spacing(2, 0, 3),
  // The selected tab's colour; the head script marks a stored choice with it before the runtime runs.
  [CODE_TAB_SELECTED]: '#66B2FF',
  '& > [role="tablist"]': {
    display: 'flex',
    gap: theme.spacing(0.5),
    padding: theme.spacing(0, 1),
    overflowX: 'auto',
    backgroundColor: 'var(--docs-code-bg)',
    border: '1px solid var(--docs-code-border)',
    borderBottom: 0,
    borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
  },
  '& > [role="tablist"] > [role="tab"]': {
    padding: theme.spacing(1, 1.25),
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.8125rem',
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    color: 'var(--docs-tab-on, #B2BAC2)',
    background: 'none',
    border: 0,
    boxShadow: 'inset 0 -2px var(--docs-tab-on, transparent)',
    cursor: 'pointer',
    '&[aria-selected="true"]': { '--docs-tab-on': `var(${CODE_TAB_SELECTED})` },
    '&:hover': { color: '#fff' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.light}`, outlineOffset: -2 },
  },
  '& > [role="tabpanel"] > .docs-code': { margin: 0 },
  '& > [role="tabpanel"] pre, & > [role="tabpanel"] .docs-code-bar': { borderTopLeftRadius: 0, borderTopRightRadius: 0 },
  // The tab strip frames the block already: a terminal's bar without a title would only repeat it.
  '& > [role="tabpanel"] .docs-code-bar[data-frame="terminal"]:not(:has(.docs-code-title))': { display: 'none' },
  // Without JavaScript no tab can be picked: every panel is shown under its label.
  'html:not(.js) & > [role="tablist"]': { display: 'none' },
  'html:not(.js) & > [role="tabpanel"]': {
    display: 'block',
    '&::before': { content: 'attr(data-label)', display: 'block', margin: theme.spacing(1.5, 0, 0.5), fontSize: '0.8125rem', fontWeight: 600 },
    '& pre': { borderRadius: theme.shape.borderRadius },
  },
}));

/**
 * Fenced blocks as tabs (MUI's `<codeblock storageKey="…">`), in the ARIA tabs pattern. The first
 * tab is selected in the markup; a reader's stored choice is applied by the head script before the
 * first paint and then by the chrome runtime, which also moves between tabs with the keyboard.
 */
export function CodeTabs({ id, 'data-storage-key': storageKey, children }: { id: string; 'data-storage-key'?: string; children?: ReactNode }) {
  const tabs = Children.toArray(children).filter((child): child is TabElement => isValidElement(child));
  const labels = tabs.map((tab, index) => tab.props['data-label'] ?? String(index + 1));
  return (
    <TabsFrame className={CODE_TABS_CLASS} data-storage-key={storageKey}>
      <div role="tablist">
        {labels.map((label, index) => (
          <button key={index} type="button" role="tab" id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} aria-selected={index === 0} tabIndex={index === 0 ? 0 : -1} data-label={label}>
            {label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={index} role="tabpanel" id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} data-label={labels[index]} hidden={index !== 0}>
          {tab.props.children}
        </div>
      ))}
    </TabsFrame>
  );
}

/** One tab's fence; `CodeTabs` places its content in a panel. */
export function CodeTab({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
