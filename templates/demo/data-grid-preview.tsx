/**
 * A static preview of a data grid, rendered on the server in the grid's place.
 *
 * The data grid renders nothing on the server (it measures its container before it lays out rows),
 * so a page showed an empty box until the grid had loaded and mounted as the demo came into view:
 * several hundred milliseconds of blocked main thread on a slow phone, right at page load. In its
 * place the server renders what the grid will show first: its column headers, the first rows in
 * their initial order and its footer, with the grid's own column type defaults, value getters and
 * formatters, cell renderers and sort comparators. The browser then replaces the preview with the
 * live grid when the reader reaches for the demo (see runtime/islands.ts), instead of mounting the
 * grid on sight.
 *
 * A grid whose first screen the preview cannot show as the grid would (grouping, tree data, custom
 * slots, styling through `sx` or class names, a toolbar, server-side data, …) declines: it renders
 * nothing, as the grid itself does, and its demo is mounted as it comes into view, as before.
 */
import * as React from 'react';
import type { ComponentType, ReactNode } from 'react';
import { styled } from '@mui/material/styles';

/** Whether the grids of a render were previewed or declined, counted by `countGridPreviews`. */
export interface GridPreviewCount {
  previewed: number;
  declined: number;
}

let counting: GridPreviewCount | undefined;

/**
 * Runs a (synchronous) server render with the grids in it previewed, counting how many were and how
 * many declined. Outside such a render, or with `previews` false, the wrapped grids render as the
 * grid does on the server: nothing.
 */
export function countGridPreviews<T>(render: () => T, previews = true): { result: T; count: GridPreviewCount } {
  const count: GridPreviewCount = { previewed: 0, declined: 0 };
  const outer = counting;
  counting = previews ? count : undefined;
  try {
    return { result: render(), count };
  } finally {
    counting = outer;
  }
}

/** The grid components a package exports, and whether they sort by several columns at once. */
const GRID_COMPONENTS: Record<string, GridKind> = {
  DataGrid: { multiSort: false, pagination: true, toolbar: true },
  DataGridPro: { multiSort: true, pagination: false, toolbar: true },
  DataGridPremium: { multiSort: true, pagination: false, toolbar: false },
};

/**
 * What sets the grid components apart here: sorting by several columns, paginating by default, and
 * a toolbar the preview draws (the community one, which Pro keeps; Premium adds controls of its own).
 */
interface GridKind {
  multiSort: boolean;
  pagination: boolean;
  toolbar: boolean;
}

type Exports = Record<string, unknown>;

/** A data grid package's exports with its grid components previewed on the server. */
export function withGridPreviews(pkg: Exports): Exports {
  const types = typeof pkg.getGridDefaultColumnTypes === 'function' ? (pkg.getGridDefaultColumnTypes as () => Record<string, Column>)() : undefined;
  if (!types) return pkg;
  const wrapped: Exports = { ...pkg };
  // Not enumerable, so not spread: the flag by which compiled imports take the exports as an ES module's.
  if (pkg.__esModule) Object.defineProperty(wrapped, '__esModule', { value: true });
  for (const [name, kind] of Object.entries(GRID_COMPONENTS)) {
    const Grid = pkg[name] as ComponentType<GridProps> | undefined;
    if (!Grid) continue;
    const Previewed = (props: GridProps) => {
      if (!counting) return <Grid {...props} />;
      let model: PreviewModel | undefined;
      try {
        model = previewModel(props, types, kind);
      } catch {
        model = undefined;
      }
      if (!model) {
        counting.declined += 1;
        return <Grid {...props} />;
      }
      counting.previewed += 1;
      return <GridPreview model={model} />;
    };
    Previewed.displayName = name;
    wrapped[name] = Previewed;
  }
  return wrapped;
}

type Row = Record<string, unknown>;
type Align = 'left' | 'right' | 'center';

interface Column {
  field: string;
  headerName?: string;
  type?: string;
  width?: number;
  minWidth?: number;
  maxWidth?: number;
  flex?: number;
  align?: Align;
  headerAlign?: Align;
  display?: 'text' | 'flex';
  valueGetter?: (value: unknown, row: Row, column: Column, apiRef: { current: object }) => unknown;
  valueFormatter?: (value: unknown, row: Row, column: Column, apiRef: { current: object }) => unknown;
  renderCell?: (params: Record<string, unknown>) => ReactNode;
  sortComparator?: (a: unknown, b: unknown, paramsA: Record<string, unknown>, paramsB: Record<string, unknown>) => number;
  getSortComparator?: (direction: 'asc' | 'desc') => Column['sortComparator'] | undefined;
  [key: string]: unknown;
}

type SortItem = { field: string; sort?: 'asc' | 'desc' | null };

interface GridProps {
  rows?: readonly Row[];
  columns?: readonly Column[];
  getRowId?: (row: Row) => string | number;
  initialState?: {
    sorting?: { sortModel?: SortItem[] };
    columns?: { columnVisibilityModel?: Record<string, boolean> };
    pagination?: { paginationModel?: { page?: number; pageSize?: number } };
    density?: string;
  };
  [prop: string]: unknown;
}

/** Props whose value the preview shows (or checks it can show). */
const SHOWN_PROPS = new Set([
  'rows',
  'columns',
  'getRowId',
  'initialState',
  'sortModel',
  'columnVisibilityModel',
  'paginationModel',
  'pagination',
  'checkboxSelection',
  'rowSelectionModel',
  'rowHeight',
  'columnHeaderHeight',
  'hideFooter',
  'hideFooterSelectedRowCount',
  'density',
  'loading',
  'sortingMode',
  'filterMode',
  'paginationMode',
  'label',
  'aria-label',
  'aria-labelledby',
  'showToolbar',
  'slotProps',
]);

/** Props that change what the grid does, not what its first screen looks like. */
const BEHAVIOUR_PROPS = new Set([
  'apiRef',
  'disableRowSelectionOnClick',
  'disableColumnMenu',
  'disableColumnFilter',
  'disableColumnSelector',
  'disableColumnSorting',
  'disableMultipleColumnsSorting',
  'disableColumnResize',
  'disableColumnReorder',
  'disableMultipleRowSelection',
  'disableMultipleColumnsFiltering',
  'sortingOrder',
  'editMode',
  'processRowUpdate',
  'isCellEditable',
  'isRowSelectable',
  'rowSelection',
  'keepNonExistentRowsSelected',
  'multipleColumnsSortingMode',
  'disableVirtualization',
  'ignoreDiacritics',
  'filterDebounceMs',
  'rowBufferPx',
  'columnBufferPx',
  'disableRowSelectionExcludeModel',
  'disableAutosize',
  'autosizeOptions',
  'clipboardCopyCellDelimiter',
  'ignoreValueFormatterDuringExport',
  'cellSelection',
  'disableClipboardPaste',
  'splitClipboardPastedText',
  // The page sizes the footer's menu offers, not the one it shows.
  'pageSizeOptions',
]);

/** Column keys the preview shows, and those that only change behaviour. */
const COLUMN_KEYS = new Set([
  'field',
  'headerName',
  'type',
  'width',
  'minWidth',
  'maxWidth',
  'flex',
  'align',
  'headerAlign',
  'display',
  'valueGetter',
  'valueFormatter',
  'renderCell',
  'sortComparator',
  'getSortComparator',
  'valueOptions',
  'getOptionLabel',
  'getOptionValue',
  'description',
  'sortable',
  'editable',
  'filterable',
  'hideable',
  'disableColumnMenu',
  'resizable',
  'groupable',
  'aggregable',
  'pinnable',
  'disableExport',
  'disableReorder',
  'renderEditCell',
  'preProcessEditCellProps',
  'valueSetter',
  'valueParser',
  'filterOperators',
  'getApplyQuickFilterFn',
  'sortingOrder',
  'hideSortIcons',
]);

/** Column types whose cells the preview renders as the grid does: the type's formatted text, or a boolean's icon. */
const PREVIEWED_TYPES = new Set(['string', 'number', 'date', 'dateTime', 'singleSelect', 'boolean']);

/** Row and header heights by density, as the grid scales them. */
const DENSITY_FACTORS: Record<string, number> = { compact: 0.7, standard: 1, comfortable: 1.3 };

/** The community grid's toolbar (`showToolbar`), which Pro keeps: which of its controls show. */
interface PreviewToolbar {
  label?: string;
  columns: boolean;
  filters: boolean;
  exports: boolean;
  quickFilter: boolean;
}

const TOOLBAR_SLOT_KEYS = new Set(['showQuickFilter', 'csvOptions', 'printOptions', 'quickFilterProps']);

/**
 * The toolbar the community grid renders for these props, or undefined where it would show something
 * else (another grid's toolbar, slot props beyond the toolbar's, quick filter props beyond its delay).
 */
function toolbarOf(props: GridProps, kind: GridKind): PreviewToolbar | undefined {
  if (!kind.toolbar) return undefined;
  const slotProps = (props.slotProps ?? {}) as Record<string, unknown>;
  if (Object.keys(slotProps).some((key) => key !== 'toolbar')) return undefined;
  const options = (slotProps.toolbar ?? {}) as {
    showQuickFilter?: boolean;
    csvOptions?: { disableToolbarButton?: boolean };
    printOptions?: { disableToolbarButton?: boolean };
    quickFilterProps?: object;
  };
  if (!isPlainObject(options) || Object.keys(options).some((key) => !TOOLBAR_SLOT_KEYS.has(key))) return undefined;
  if (options.quickFilterProps && Object.keys(options.quickFilterProps).some((key) => key !== 'debounceMs')) return undefined;
  return {
    ...(typeof props.label === 'string' ? { label: props.label } : {}),
    columns: !props.disableColumnSelector,
    filters: !props.disableColumnFilter,
    exports: !options.csvOptions?.disableToolbarButton || !options.printOptions?.disableToolbarButton,
    quickFilter: options.showQuickFilter !== false,
  };
}

/** The grid's standard row and column header heights. */
const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 56;
const CHECKBOX_WIDTH = 50;
/** More rows than a demo's box shows (12 standard rows fill 730 px): the rest of the page is clipped. */
const ROWS_SHOWN = 12;

interface PreviewColumn {
  field: string;
  title: string;
  sort?: 'asc' | 'desc';
  /** The styles of its header and its cells: one class each, shared by every row. */
  headerLayout: React.CSSProperties;
  cellLayout: React.CSSProperties;
}

interface PreviewModel {
  label?: string;
  toolbar?: PreviewToolbar;
  labelledBy?: string;
  columns: PreviewColumn[];
  checkbox: boolean;
  rows: { id: string | number; cells: ReactNode[] }[];
  rowCount: number;
  rowHeight: number;
  headerHeight: number;
  footer: { kind: 'pagination'; pageSize: number } | { kind: 'count' } | undefined;
}

/**
 * The grid's formatters of these types, with the locale fixed: the server's default locale follows
 * its environment (`LANG`), and a build writes the same bytes on every machine. The live grid then
 * formats in the reader's locale, as it does anywhere.
 */
const LOCALE = 'en-US';
const TYPE_FORMATTERS: Record<string, NonNullable<Column['valueFormatter']>> = {
  number: (value) => (typeof value === 'number' && !Number.isNaN(value) ? value.toLocaleString(LOCALE) : value || ''),
  date: (value) => (value ? dateOf(value).toLocaleDateString(LOCALE) : ''),
  dateTime: (value) => (value ? dateOf(value).toLocaleString(LOCALE) : ''),
  // The grid's reads its locale texts through its API.
  boolean: (value) => (value ? 'yes' : 'no'),
};

/** The boolean type's cell: a check or a cross (its own renderer reads the grid's context). */
function booleanCell({ value }: Record<string, unknown>): ReactNode {
  return (
    <svg
      className="docs-grid-preview-boolean"
      data-value={String(Boolean(value))}
      viewBox="0 0 24 24"
      focusable="false"
      role="img"
      aria-label={value ? 'yes' : 'no'}
    >
      <path d={value ? ICONS.check : ICONS.close} />
    </svg>
  );
}

function dateOf(value: unknown): Date {
  if (!(value instanceof Date)) throw new TypeError('A date column holds a value that is not a Date.');
  return value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the preview shows of a grid with these props, or undefined when it cannot show it as the grid would. */
function previewModel(props: GridProps, types: Record<string, Column>, kind: GridKind): PreviewModel | undefined {
  for (const [prop, value] of Object.entries(props)) {
    if (value === undefined || SHOWN_PROPS.has(prop) || BEHAVIOUR_PROPS.has(prop) || /^on[A-Z]/.test(prop)) continue;
    return undefined;
  }
  const { rows, columns, initialState = {} } = props;
  // Without rows the grid shows its overlay (no rows, or loading), which the preview does not draw.
  if (!Array.isArray(rows) || !rows.length || !Array.isArray(columns) || props.loading) return undefined;
  if ([props.sortingMode, props.filterMode, props.paginationMode].some((mode) => mode !== undefined && mode !== 'client')) return undefined;
  if (Object.keys(initialState).some((key) => !['sorting', 'columns', 'pagination', 'density'].includes(key))) return undefined;
  if (initialState.columns && Object.keys(initialState.columns).some((key) => key !== 'columnVisibilityModel')) return undefined;
  const density = DENSITY_FACTORS[(props.density as string | undefined) ?? initialState.density ?? 'standard'];
  if (density === undefined) return undefined;
  const toolbar = props.showToolbar ? toolbarOf(props, kind) : undefined;
  if (props.showToolbar && !toolbar) return undefined;
  if (props.slotProps !== undefined && !toolbar) return undefined;
  // Rows that cannot be selected have disabled boxes, and single selection has no box in the header.
  if (props.checkboxSelection && (props.isRowSelectable || props.disableMultipleRowSelection)) return undefined;
  const selection = props.rowSelectionModel as { ids?: Set<unknown> } | undefined;
  if (selection !== undefined && !(selection.ids instanceof Set && selection.ids.size === 0)) return undefined;

  const paginationModel = (props.paginationModel as { page?: number; pageSize?: number } | undefined) ?? initialState.pagination?.paginationModel;
  if (paginationModel?.page) return undefined;
  const paginated = kind.pagination || props.pagination === true;
  const pageSize = paginationModel?.pageSize ?? 100;

  const sortModel = ((props.sortModel as SortItem[] | undefined) ?? initialState.sorting?.sortModel ?? []).filter((item) => item.sort);
  if (sortModel.length > 1 && !kind.multiSort) return undefined;
  const hidden = (props.columnVisibilityModel as Record<string, boolean> | undefined) ?? initialState.columns?.columnVisibilityModel ?? {};

  const computed: Column[] = [];
  for (const column of columns) {
    if (!isPlainObject(column) || typeof column.field !== 'string') return undefined;
    if (Object.keys(column).some((key) => !COLUMN_KEYS.has(key))) return undefined;
    const type = typeof column.type === 'string' ? column.type : 'string';
    if (!PREVIEWED_TYPES.has(type)) return undefined;
    computed.push({
      ...types.string,
      ...types[type],
      ...(TYPE_FORMATTERS[type] ? { valueFormatter: TYPE_FORMATTERS[type] } : {}),
      ...(type === 'boolean' ? { renderCell: booleanCell } : {}),
      ...column,
    } as Column);
  }
  const byField = new Map(computed.map((column) => [column.field, column]));
  // What the grid's own getters and formatters read of its API: the row id. Any other use of the API
  // throws, and the grid is not previewed.
  const apiRef = { current: { state: { props: { getRowId: props.getRowId } } } };
  const idOf = (row: Row) => (props.getRowId ? props.getRowId(row) : (row.id as string | number));
  const valueOf = (row: Row, column: Column) => (column.valueGetter ? column.valueGetter(row[column.field], row, column, apiRef) : row[column.field]);

  let ordered = [...rows];
  if (sortModel.length) {
    const comparators = sortModel.map((item) => {
      const column = byField.get(item.field);
      if (!column) throw new Error(`no column ${item.field}`);
      const direction = item.sort === 'desc' ? 'desc' : 'asc';
      const compare = column.getSortComparator?.(direction) ?? column.sortComparator;
      if (!compare) throw new Error(`no comparator for ${item.field}`);
      const sign = column.getSortComparator ? 1 : direction === 'desc' ? -1 : 1;
      return { column, compare, sign };
    });
    const keyed = ordered.map((row) => {
      const id = idOf(row);
      return {
        row,
        params: comparators.map(({ column }) => ({
          id,
          field: column.field,
          value: valueOf(row, column),
          rowNode: { id, type: 'leaf', depth: 0 },
          api: apiRef.current,
        })),
      };
    });
    keyed.sort((a, b) => {
      for (let i = 0; i < comparators.length; i += 1) {
        const { compare, sign } = comparators[i]!;
        const result = compare(a.params[i]!.value, b.params[i]!.value, a.params[i]!, b.params[i]!);
        if (result !== 0) return sign * result;
      }
      return 0;
    });
    ordered = keyed.map(({ row }) => row);
  }

  const visible = computed.filter((column) => hidden[column.field] !== false);
  const shown = ordered.slice(0, Math.min(paginated ? pageSize : ordered.length, ROWS_SHOWN));
  const cellsOf = (row: Row): ReactNode[] => {
    const id = idOf(row);
    return visible.map((column) => {
      const value = valueOf(row, column);
      const formattedValue = column.valueFormatter ? column.valueFormatter(value, row, column, apiRef) : value;
      if (column.renderCell) {
        return column.renderCell({
          id,
          field: column.field,
          row,
          value,
          formattedValue,
          colDef: column,
          rowNode: { id, type: 'leaf', depth: 0 },
          api: apiRef.current,
          hasFocus: false,
          tabIndex: -1,
          cellMode: 'view',
          isEditable: false,
        });
      }
      if (formattedValue === null || formattedValue === undefined) return null;
      if (typeof formattedValue === 'object' && !React.isValidElement(formattedValue)) return String(formattedValue);
      return formattedValue as ReactNode;
    });
  };
  const sorts = new Map(sortModel.map((item) => [item.field, item.sort === 'desc' ? ('desc' as const) : ('asc' as const)]));
  return {
    // Without a toolbar, the grid's `label` is its accessible name, as `aria-label` is.
    ...(typeof (props['aria-label'] ?? props.label) === 'string' ? { label: (props['aria-label'] ?? props.label) as string } : {}),
    ...(typeof props['aria-labelledby'] === 'string' ? { labelledBy: props['aria-labelledby'] } : {}),
    checkbox: props.checkboxSelection === true,
    columns: visible.map((column) => {
      const align = column.align ?? 'left';
      const headerAlign = column.headerAlign ?? 'left';
      const width = widthStyle(column);
      return {
        field: column.field,
        title: column.headerName ?? column.field,
        ...(sorts.has(column.field) ? { sort: sorts.get(column.field) } : {}),
        // As in the grid, a right-aligned title has its sort icon on its left.
        headerLayout: { ...width, ...(headerAlign === 'right' ? { flexDirection: 'row-reverse' } : { justifyContent: JUSTIFY[headerAlign] }) },
        cellLayout: {
          ...width,
          textAlign: align,
          ...(column.display === 'flex' ? { display: 'flex', alignItems: 'center', justifyContent: JUSTIFY[align] } : {}),
        },
      };
    }),
    rows: shown.map((row) => ({ id: idOf(row), cells: cellsOf(row) })),
    rowCount: rows.length,
    // The grid scales both by the density's factor, rounding down.
    rowHeight: Math.floor((typeof props.rowHeight === 'number' ? props.rowHeight : ROW_HEIGHT) * density),
    headerHeight: Math.floor((typeof props.columnHeaderHeight === 'number' ? props.columnHeaderHeight : HEADER_HEIGHT) * density),
    ...(toolbar ? { toolbar } : {}),
    footer: props.hideFooter ? undefined : paginated ? { kind: 'pagination', pageSize } : { kind: 'count' },
  };
}

/**
 * The grid sizes a column to its `width` (100 px by default) within `minWidth` and `maxWidth`, and
 * shares what is left among the `flex` columns; CSS flexbox shares it the same way.
 */
function widthStyle(column: Column): React.CSSProperties {
  const min = column.minWidth ?? 50;
  const max = column.maxWidth ?? Infinity;
  if (column.flex)
    return {
      flex: `${column.flex} 1 0px`,
      minWidth: min,
      ...(Number.isFinite(max) ? { maxWidth: max } : {}),
    };
  const width = Math.min(Math.max(column.width ?? 100, min), max);
  return { flex: `0 0 ${width}px`, width };
}

const JUSTIFY: Record<Align, string> = {
  left: 'flex-start',
  right: 'flex-end',
  center: 'center',
};

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

/** Paths of the grid's own icons. */
const ICONS = {
  check: 'M9 16.17L4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  close: 'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  columns: 'M14.67 5v14H9.33V5zm1 14H21V5h-5.33zm-7.34 0V5H3v14z',
  filters: 'M10 18h4v-2h-4v2zM3 6v2h18V6H3zm3 7h12v-2H6v2z',
  exports: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
  search:
    'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z',
};

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

const SORT_ICONS = {
  asc: 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z',
  desc: 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z',
};

/** Labels of the grid's English locale, which the previewed grids use (a grid given `localeText` declines). */
const LABELS = { checkboxColumn: 'Checkbox selection', totalRows: 'Total Rows:', rowsPerPage: 'Rows per page:' };

/** The grid's unticked checkbox, drawn: the preview's boxes are pictures, the live grid's are the controls. */
const checkbox = (
  <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
    <path d="M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.89 2-2V5c0-1.1-.89-2-2-2z" />
  </svg>
);

function GridPreview({ model }: { model: PreviewModel }) {
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
                    <path d={SORT_ICONS[column.sort]} />
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
