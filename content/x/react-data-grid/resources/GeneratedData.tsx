import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid } from '@mui/x-data-grid';
import { useDemoData } from '@mui/x-data-grid-generator';

type DataSet = 'Employee' | 'Commodity';

const sizes = [20, 200, 2000];

export default function GeneratedData() {
  const [dataSet, setDataSet] = React.useState<DataSet>('Employee');
  const [rowLength, setRowLength] = React.useState(200);
  const { data, loading } = useDemoData({ dataSet, rowLength, maxColumns: 7 });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <TextField select size="small" label="Data set" value={dataSet} onChange={(event) => setDataSet(event.target.value as DataSet)} sx={{ minWidth: 150 }}>
          <MenuItem value="Employee">Employee</MenuItem>
          <MenuItem value="Commodity">Commodity</MenuItem>
        </TextField>
        <TextField select size="small" label="Rows" value={rowLength} onChange={(event) => setRowLength(Number(event.target.value))} sx={{ minWidth: 110 }}>
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size.toLocaleString('en-US')}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid {...data} loading={loading} />
      </Box>
    </Box>
  );
}
