/**
 * Which of a data grid's props and column keys a preview can account for: those it shows, and those
 * that change only what the grid does. A grid with anything else is not previewed.
 */

/** Props whose value the preview shows (or checks it can show). */
export const SHOWN_PROPS = new Set([
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
export const BEHAVIOUR_PROPS = new Set([
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
export const COLUMN_KEYS = new Set([
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
export const PREVIEWED_TYPES = new Set(['string', 'number', 'date', 'dateTime', 'singleSelect', 'boolean']);

/** The toolbar's slot props the preview takes into account. */
export const TOOLBAR_SLOT_KEYS = new Set(['showQuickFilter', 'csvOptions', 'printOptions', 'quickFilterProps']);
