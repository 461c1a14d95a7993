/**
 * Data grid types that get an API page of their own, as on mui.com: the `apiRef` object, the
 * column definitions, the callback params and the export options. Types are many more, so the
 * list is explicit; a name the installed package no longer exports is reported, not skipped silently.
 */
export const DATA_GRID_INTERFACES: readonly string[] = [
  'GridApi',
  'GridActionsColDef',
  'GridAggregationFunction',
  'GridAggregationFunctionDataSource',
  'GridCallbackDetails',
  'GridCellParams',
  'GridColDef',
  'GridColumnHeaderParams',
  'GridCsvExportOptions',
  'GridExcelExportOptions',
  'GridExportStateParams',
  'GridFilterItem',
  'GridFilterModel',
  'GridFilterOperator',
  'GridFilterState',
  'GridListViewColDef',
  'GridPrintExportOptions',
  'GridRenderCellParams',
  'GridRenderEditCellParams',
  'GridRowClassNameParams',
  'GridRowParams',
  'GridRowSpacingParams',
  'GridSingleSelectColDef',
];
