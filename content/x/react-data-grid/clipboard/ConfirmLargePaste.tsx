import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  station: string;
  rainfall: number;
}

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 150, editable: true },
  {
    field: 'rainfall',
    headerName: 'Rainfall (mm)',
    type: 'number',
    width: 150,
    editable: true,
    // Spreadsheets from some regions write decimals with a comma: "12,5" means 12.5.
    pastedValueParser: (text) => Number(text.replace(',', '.')),
  },
];

const rows: Reading[] = [
  { id: 1, station: 'Bergen', rainfall: 7.2 },
  { id: 2, station: 'Galway', rainfall: 4.8 },
  { id: 3, station: 'Cherrapunji', rainfall: 31.5 },
  { id: 4, station: 'Valdivia', rainfall: 12 },
  { id: 5, station: 'Hilo', rainfall: 9.4 },
];

const CONFIRM_ABOVE = 2;

export default function ConfirmLargePaste() {
  const [pending, setPending] = React.useState<{ count: number; answer: (accept: boolean) => void } | null>(null);

  const confirmPaste = ({ data }: { data: string[][] }) => {
    if (data.length <= CONFIRM_ABOVE) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      setPending({
        count: data.length,
        answer: (accept) => {
          setPending(null);
          if (accept) resolve();
          else reject(new Error('Paste cancelled by the user'));
        },
      });
    });
  };

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        hideFooter
        processRowUpdate={(newRow: Reading) => newRow}
        onBeforeClipboardPasteStart={confirmPaste}
      />
      <Dialog open={pending !== null} onClose={() => pending?.answer(false)} aria-labelledby="confirm-paste-title">
        <DialogTitle id="confirm-paste-title">Paste {pending?.count} rows?</DialogTitle>
        <DialogContent>
          <DialogContentText>The clipboard holds more than {CONFIRM_ABOVE} rows of readings. Pasting overwrites the cells below the focused one.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => pending?.answer(false)}>Cancel</Button>
          <Button onClick={() => pending?.answer(true)} variant="contained">
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
