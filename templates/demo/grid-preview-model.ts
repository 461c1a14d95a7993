/**
 * What a data grid preview shows (see data-grid-preview.tsx): from the grid's props, its columns,
 * first rows and footer, or nothing where the preview cannot show the grid's first screen as the grid
 * would.
 */
import { isValidElement, type CSSProperties, type ReactNode } from 'react';
import { booleanCell } from './grid-preview-icons';
import { BEHAVIOUR_PROPS, COLUMN_KEYS, PREVIEWED_TYPES, SHOWN_PROPS, TOOLBAR_SLOT_KEYS } from './grid-preview-props';

/**
 * What sets the grid components apart here: sorting by several columns, paginating by default, and
 * a toolbar the preview draws (the community one, which Pro keeps; Premium adds controls of its own).
 */
export interface GridKind {
  multiSort: boolean;
  pagination: boolean;
  toolbar: boolean;
}

type Row = Record<string, unknown>;
type Align = 'left' | 'right' | 'center';

export interface Column {
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

export interface GridProps {
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

/** Row and header heights by density, as the grid scales them. */
const DENSITY_FACTORS: Record<string, number> = { compact: 0.7, standard: 1, comfortable: 1.3 };

/** The community grid's toolbar (`showToolbar`), which Pro keeps: which of its controls show. */
export interface PreviewToolbar {
  label?: string;
  columns: boolean;
  filters: boolean;
  exports: boolean;
  quickFilter: boolean;
}

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
/** More rows than a demo's box shows (12 standard rows fill 730 px): the rest of the page is clipped. */
const ROWS_SHOWN = 12;

interface PreviewColumn {
  field: string;
  title: string;
  sort?: 'asc' | 'desc';
  /** The styles of its header and its cells: one class each, shared by every row. */
  headerLayout: CSSProperties;
  cellLayout: CSSProperties;
}

export interface PreviewModel {
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

function dateOf(value: unknown): Date {
  if (!(value instanceof Date)) throw new TypeError('A date column holds a value that is not a Date.');
  return value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the preview shows of a grid with these props, or undefined when it cannot show it as the grid would. */
export function previewModel(props: GridProps, types: Record<string, Column>, kind: GridKind): PreviewModel | undefined {
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
      if (typeof formattedValue === 'object' && !isValidElement(formattedValue)) return String(formattedValue);
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
function widthStyle(column: Column): CSSProperties {
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
