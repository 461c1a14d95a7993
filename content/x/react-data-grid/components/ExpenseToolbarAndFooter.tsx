import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  GridFooterContainer,
  Toolbar,
  ToolbarButton,
  gridFilteredSortedRowIdsSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    currencyCode: string;
  }
}

function ExpenseToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, mx: 0.5 }}>
        Team expenses, March
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} aria-label={state.filterCount ? `Filters, ${state.filterCount} active` : 'Filters'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton aria-label="Download as CSV" />} options={{ fileName: 'expenses-march' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

function TotalFooter({ currencyCode }: GridSlotProps['footer']) {
  const apiRef = useGridApiContext();
  // Both selectors make the footer render again when the filter or the rows change, and only then.
  const visibleIds = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);
  const rowCount = useGridSelector(apiRef, gridRowCountSelector);
  const total = visibleIds.reduce<number>((sum, id) => sum + Number(apiRef.current.getRow(id)?.amount ?? 0), 0);
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode });

  return (
    <GridFooterContainer sx={{ px: 2, justifyContent: 'space-between' }}>
      <Typography variant="body2" data-testid="footer-count">
        {visibleIds.length} of {rowCount} expenses
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="footer-total">
        Total {money.format(total)}
      </Typography>
    </GridFooterContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'person', headerName: 'Person', width: 120 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

const rows = [
  { id: 1, date: '03/02', person: 'Aiko', category: 'Travel', amount: 412.3 },
  { id: 2, date: '03/04', person: 'Tomás', category: 'Meals', amount: 58.9 },
  { id: 3, date: '03/09', person: 'Aiko', category: 'Software', amount: 120 },
  { id: 4, date: '03/11', person: 'Nadia', category: 'Travel', amount: 265.75 },
  { id: 5, date: '03/17', person: 'Tomás', category: 'Office', amount: 34.2 },
  { id: 6, date: '03/23', person: 'Nadia', category: 'Meals', amount: 91.4 },
];

export default function ExpenseToolbarAndFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: ExpenseToolbar, footer: TotalFooter }}
        slotProps={{ footer: { currencyCode: 'USD' } }}
      />
    </Box>
  );
}
