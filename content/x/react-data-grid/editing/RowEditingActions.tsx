import * as React from 'react';
import Box from '@mui/material/Box';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, guest: 'Nadia Haddad', table: 4, meal: 'Vegetarian' },
  { id: 2, guest: 'Olivier Petit', table: 2, meal: 'Fish' },
  { id: 3, guest: 'Priya Raman', table: 4, meal: 'Vegan' },
  { id: 4, guest: 'Quentin Moss', table: 1, meal: 'Meat' },
];

export default function RowEditingActions() {
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
    setRowModesModel((current) => ({ ...current, [id]: mode === GridRowModes.View ? { mode, ignoreModifications } : { mode } }));

  const columns: GridColDef[] = [
    { field: 'guest', headerName: 'Guest', flex: 1, editable: true },
    { field: 'table', headerName: 'Table', type: 'number', width: 100, editable: true },
    { field: 'meal', headerName: 'Meal', type: 'singleSelect', valueOptions: ['Meat', 'Fish', 'Vegetarian', 'Vegan'], width: 140, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      getActions: ({ id }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem key="save" icon={<SaveOutlined />} label="Save" onClick={() => setMode(id, GridRowModes.View)} />,
              <GridActionsCellItem key="cancel" icon={<CancelOutlined />} label="Cancel" onClick={() => setMode(id, GridRowModes.View, true)} />,
            ]
          : [<GridActionsCellItem key="edit" icon={<EditOutlined />} label="Edit" onClick={() => setMode(id, GridRowModes.Edit)} />],
    },
  ];

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Wedding guests"
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        processRowUpdate={(newRow) => newRow}
      />
    </Box>
  );
}
