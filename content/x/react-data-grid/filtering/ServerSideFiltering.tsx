import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Patient {
  id: number;
  name: string;
  ward: string;
  age: number;
}

const WARDS = ['Cardiology', 'Maternity', 'Orthopaedics', 'Paediatrics'];
const NAMES = ['Ada Osei', 'Ben Carver', 'Chiara Rossi', 'Dev Patel', 'Elin Berg', 'Farid Haddad', 'Greta Lind', 'Hiro Tanaka', 'Ines Moreau', 'Jamal Reed', 'Kasia Nowak', 'Liam Walsh'];

const PATIENTS: Patient[] = NAMES.map((name, index) => ({ id: index + 1, name, ward: WARDS[index % WARDS.length]!, age: 6 + ((index * 17) % 80) }));

/** A pretend server: it applies the first filter item to its records and answers after a delay. */
function queryPatients(model: GridFilterModel): Promise<Patient[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const item = model.items[0];
      const search = String(item?.value ?? '').toLowerCase();
      if (!item || search === '') {
        resolve(PATIENTS);
        return;
      }
      resolve(
        PATIENTS.filter((patient) => {
          const cell = String(patient[item.field as keyof Patient]).toLowerCase();
          return item.operator === 'equals' ? cell === search : cell.includes(search);
        }),
      );
    }, 500);
  });
}

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Patient', flex: 1 },
  { field: 'ward', headerName: 'Ward', width: 160 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90, filterable: false },
];

export default function ServerSideFiltering() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [{ field: 'ward', operator: 'contains', value: 'paed' }] });
  const [rows, setRows] = React.useState<Patient[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    queryPatients(filterModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Patients filtered on the server"
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        filterDebounceMs={400}
        loading={loading}
      />
    </Box>
  );
}
