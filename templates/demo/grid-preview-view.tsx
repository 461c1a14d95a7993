/** A data grid preview drawn from its model (see data-grid-preview.tsx), in the grid's layout and colours. */
import * as React from 'react';
import { styled } from '@mui/material/styles';
import { ICONS } from './grid-preview-icons';
import type { PreviewModel, PreviewToolbar } from './grid-preview-model';

const CHECKBOX_WIDTH = 50;

const withoutLayout = { shouldForwardProp: (prop: string) => prop !== 'layout' };
const HeaderCell = styled('div', withoutLayout)<{ layout: React.CSSProperties }>(({ layout }) => layout);
const Cell = styled('div', withoutLayout)<{ layout: React.CSSProperties }>(({ layout }) => layout);

const PreviewRoot = styled(
  'div',
  withoutLayout,
)<{ layout: { rowHeight: number; headerHeight: number } }>(({ theme, layout }) => {
  const palette = (theme.vars ?? theme).palette;
  const border = theme.vars ? theme.vars.palette.TableCell.border : palette.divider;
  return {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: '100%',
    minWidth: 0,
    overflow: 'hidden',
    border: `1px solid ${border}`,
    borderRadius: theme.vars ? theme.vars.shape.borderRadius : theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    ...theme.typography.body2,
    ...theme.applyStyles('dark', {
      backgroundColor: `color-mix(in srgb, ${palette.background.paper} 95%, #fff)`,
    }),
    '& .docs-grid-preview-toolbar': {
      boxSizing: 'border-box',
      display: 'flex',
      flex: '0 0 auto',
      alignItems: 'center',
      justifyContent: 'end',
      gap: 2,
      padding: 6,
      minHeight: 52,
      borderBottom: `1px solid ${border}`,
    },
    '& .docs-grid-preview-toolbar-label': {
      flex: 1,
      ...theme.typography.body1,
      fontWeight: theme.typography.fontWeightMedium,
      margin: '0 4px',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& .docs-grid-preview-tool': { display: 'inline-flex', padding: 8 },
    '& .docs-grid-preview-tool svg': { width: 20, height: 20, fill: palette.action.active },
    '& .docs-grid-preview-divider': { alignSelf: 'center', width: 0, height: 20, margin: '0 4px', borderRight: `1px solid ${palette.divider}` },
    '& .docs-grid-preview-boolean': { width: 20, height: 20, verticalAlign: 'middle', fill: palette.text.secondary },
    '& .docs-grid-preview-boolean[data-value="false"]': { fill: palette.text.disabled },
    '& .docs-grid-preview-table': {
      display: 'flex',
      flexDirection: 'column',
      flex: '1 1 auto',
      minHeight: 0,
    },
    '& .docs-grid-preview-header': {
      display: 'flex',
      flex: '0 0 auto',
      height: layout.headerHeight,
      borderBottom: `1px solid ${border}`,
      overflow: 'hidden',
    },
    '& .docs-grid-preview-columnheader': {
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      gap: 2,
      padding: '0 10px',
      overflow: 'hidden',
    },
    '& .docs-grid-preview-title': {
      fontWeight: theme.typography.fontWeightMedium,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& .docs-grid-preview-sort': {
      display: 'inline-flex',
      flex: 'none',
      padding: 5,
      color: palette.text.secondary,
    },
    '& .docs-grid-preview-sort svg': {
      width: 18,
      height: 18,
      fill: 'currentColor',
    },
    '& .docs-grid-preview-body': {
      flex: '1 1 auto',
      minHeight: 0,
      // Not scrollable: a scrollable region must be reachable by keyboard, and a preview has nothing to focus.
      overflow: 'hidden',
    },
    // Rows and cells carry no class of their own (a page may show a hundred cells): the body's children are the rows.
    '& .docs-grid-preview-body > div': { display: 'flex' },
    '& .docs-grid-preview-body > div > div': {
      boxSizing: 'border-box',
      height: layout.rowHeight,
      lineHeight: `${layout.rowHeight - 1}px`,
      padding: '0 10px',
      borderTop: `1px solid ${border}`,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& .docs-grid-preview-body > div:first-of-type > div': {
      borderTopColor: 'transparent',
    },
    // Above the cells' own rule, which the body's boxes would otherwise take.
    '& .docs-grid-preview-header > .docs-grid-preview-checkbox, & .docs-grid-preview-body > div > .docs-grid-preview-checkbox': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 0,
      flex: `0 0 ${CHECKBOX_WIDTH}px`,
    },
    '& .docs-grid-preview-checkbox svg': { width: 20, height: 20, fill: palette.text.secondary },
    '& .docs-grid-preview-footer': {
      boxSizing: 'border-box',
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      flex: '0 0 auto',
      minHeight: 52,
      borderTop: `1px solid ${border}`,
    },
    '& .docs-grid-preview-count': { display: 'flex', alignItems: 'center', margin: theme.spacing(0, 2) },
    // Material UI's table pagination as the grid lays it out, drawn: label, page size, rows shown, page buttons.
    '& .docs-grid-preview-pagination': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      flexGrow: 1,
      minHeight: 52,
      paddingRight: 2,
      overflow: 'hidden',
    },
    '& .docs-grid-preview-pagination p': { ...theme.typography.body2, flexShrink: 0 },
    '& .docs-grid-preview-size': {
      position: 'relative',
      display: 'none',
      alignItems: 'center',
      margin: '0 32px 0 8px',
      padding: '4px 24px 5px 8px',
      lineHeight: '1.4375em',
    },
    '& .docs-grid-preview-size svg': { position: 'absolute', right: 0, width: 24, height: 24, fill: palette.action.active },
    '& .docs-grid-preview-label': { display: 'none' },
    [theme.breakpoints.up('sm')]: { '& .docs-grid-preview-label': { display: 'block' }, '& .docs-grid-preview-size': { display: 'inline-flex' } },
    '& .docs-grid-preview-pages': { display: 'flex', flexShrink: 0, marginLeft: 20 },
    '& .docs-grid-preview-pages span': { display: 'inline-flex', padding: 8 },
    '& .docs-grid-preview-pages svg': { width: 24, height: 24, fill: palette.action.disabled },
    '& .docs-grid-preview-pages [data-enabled] svg': { fill: palette.action.active },
  };
});

/** A toolbar button of the grid, drawn. */
const tool = (path: string) => (
  <span className="docs-grid-preview-tool">
    <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <path d={path} />
    </svg>
  </span>
);

const divider = <span className="docs-grid-preview-divider" />;

/** The community grid's toolbar, drawn: its label, then columns, filters | export | quick filter, at the end. */
function PreviewToolbarView({ toolbar }: { toolbar: PreviewToolbar }) {
  return (
    <div className="docs-grid-preview-toolbar">
      {toolbar.label && <span className="docs-grid-preview-toolbar-label">{toolbar.label}</span>}
      {toolbar.columns && tool(ICONS.columns)}
      {toolbar.filters && tool(ICONS.filters)}
      {toolbar.exports && (toolbar.columns || toolbar.filters) && divider}
      {toolbar.exports && tool(ICONS.exports)}
      {toolbar.quickFilter && divider}
      {toolbar.quickFilter && tool(ICONS.search)}
    </div>
  );
}

/** Labels of the grid's English locale, which the previewed grids use (a grid given `localeText` declines). */
const LABELS = { checkboxColumn: 'Checkbox selection', totalRows: 'Total Rows:', rowsPerPage: 'Rows per page:' };

/** The grid's unticked checkbox, drawn: the preview's boxes are pictures, the live grid's are the controls. */
const checkbox = (
  <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
    <path d={ICONS.checkbox} />
  </svg>
);

export function GridPreview({ model }: { model: PreviewModel }) {
  return (
    // Focusable: a keyboard reader reaches the grid as a pointer does, and the live grid takes the focus.
    <PreviewRoot data-grid-preview="" tabIndex={0} layout={{ rowHeight: model.rowHeight, headerHeight: model.headerHeight }}>
      {model.toolbar && <PreviewToolbarView toolbar={model.toolbar} />}
      <div
        role="table"
        className="docs-grid-preview-table"
        aria-rowcount={model.rowCount + 1}
        {...(model.label ? { 'aria-label': model.label } : {})}
        {...(model.labelledBy ? { 'aria-labelledby': model.labelledBy } : {})}
      >
        <div role="row" className="docs-grid-preview-header">
          {model.checkbox && (
            <div role="columnheader" aria-label={LABELS.checkboxColumn} className="docs-grid-preview-columnheader docs-grid-preview-checkbox">
              {checkbox}
            </div>
          )}
          {model.columns.map((column) => (
            <HeaderCell
              key={column.field}
              role="columnheader"
              data-field={column.field}
              className="docs-grid-preview-columnheader"
              aria-sort={column.sort === 'asc' ? 'ascending' : column.sort === 'desc' ? 'descending' : 'none'}
              layout={column.headerLayout}
            >
              <span className="docs-grid-preview-title">{column.title}</span>
              {column.sort && (
                <span className="docs-grid-preview-sort" aria-hidden="true">
                  <svg viewBox="0 0 24 24" focusable="false">
                    <path d={column.sort === 'asc' ? ICONS.sortAsc : ICONS.sortDesc} />
                  </svg>
                </span>
              )}
            </HeaderCell>
          ))}
        </div>
        <div role="rowgroup" className="docs-grid-preview-body">
          {model.rows.map((row) => (
            <div key={row.id} role="row">
              {model.checkbox && (
                <div role="cell" className="docs-grid-preview-checkbox">
                  {checkbox}
                </div>
              )}
              {row.cells.map((cell, i) => (
                <Cell key={model.columns[i]!.field} role="cell" layout={model.columns[i]!.cellLayout}>
                  {cell}
                </Cell>
              ))}
            </div>
          ))}
        </div>
      </div>
      {model.footer && (
        <div className="docs-grid-preview-footer">
          <div />
          {model.footer.kind === 'count' ? (
            model.rowCount > 0 && (
              <div className="docs-grid-preview-count">
                {LABELS.totalRows} {model.rowCount.toLocaleString('en-US')}
              </div>
            )
          ) : (
            <div className="docs-grid-preview-pagination">
              <p className="docs-grid-preview-label">{LABELS.rowsPerPage}</p>
              <span className="docs-grid-preview-size">
                {model.footer.pageSize}
                <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
                  <path d="M7 10l5 5 5-5z" />
                </svg>
              </span>
              <p>{`${model.rowCount ? 1 : 0}–${Math.min(model.footer.pageSize, model.rowCount)} of ${model.rowCount}`}</p>
              <span className="docs-grid-preview-pages" aria-hidden="true">
                <span>
                  <svg viewBox="0 0 24 24" focusable="false">
                    <path d="M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z" />
                  </svg>
                </span>
                <span {...(model.rowCount > model.footer.pageSize ? { 'data-enabled': '' } : {})}>
                  <svg viewBox="0 0 24 24" focusable="false">
                    <path d="M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z" />
                  </svg>
                </span>
              </span>
            </div>
          )}
        </div>
      )}
    </PreviewRoot>
  );
}
