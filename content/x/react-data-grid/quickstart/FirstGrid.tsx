import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  age: number;
}

const rows: Employee[] = [
  { id: 1, firstName: 'Ada', lastName: 'Lovelace', age: 36 },
  { id: 2, firstName: 'Alan', lastName: 'Turing', age: 41 },
  { id: 3, firstName: 'Grace', lastName: 'Hopper', age: 85 },
  { id: 4, firstName: 'Katherine', lastName: 'Johnson', age: 101 },
  { id: 5, firstName: 'Edsger', lastName: 'Dijkstra', age: 72 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 150, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 150 },
  { field: 'age', headerName: 'Age', type: 'number', width: 100 },
  {
    field: 'fullName',
    headerName: 'Full name',
    flex: 1,
    sortable: false,
    // Computed from the row: the data has no fullName field.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
];

export default function FirstGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Pioneers of computing"
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
