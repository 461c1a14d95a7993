import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridScrollParams, useGridApiRef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Entry', width: 90 },
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 220 },
];

const messages = ['Backup finished', 'Disk usage at 71 %', 'User login', 'Certificate renewed', 'Job queued', 'Cache cleared'];

const rows = Array.from({ length: 500 }, (_, id) => ({
  id: id + 1,
  time: `${String(Math.floor(id / 60) % 24).padStart(2, '0')}:${String(id % 60).padStart(2, '0')}`,
  message: messages[(id * 7) % messages.length],
}));

function LogGrid({ saved, onLeave }: { saved: GridScrollParams; onLeave: (position: GridScrollParams) => void }) {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState(saved);

  const latest = React.useRef(saved);

  React.useEffect(() => {
    const unsubscribe = apiRef.current?.subscribeEvent('scrollPositionChange', (params) => {
      latest.current = { top: params.top, left: params.left };
      setPosition(latest.current);
    });
    // Hand the last position to the parent when the tab hides the grid: by then the grid's own
    // scroller is gone and getScrollPosition() would answer 0.
    return () => {
      unsubscribe?.();
      onLeave(latest.current);
    };
  }, [apiRef, onLeave]);

  return (
    <React.Fragment>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter density="compact" initialState={{ scroll: saved }} />
      </Box>
      <Typography variant="body2" data-testid="scroll-top" sx={{ mt: 1 }}>
        Scrolled {Math.round(position.top)} px from the top
      </Typography>
    </React.Fragment>
  );
}

export default function RestoreScrollPosition() {
  const [tab, setTab] = React.useState(0);
  const [saved, setSaved] = React.useState<GridScrollParams>({ top: 0, left: 0 });
  const handleLeave = React.useCallback((position: GridScrollParams) => setSaved(position), []);

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} aria-label="Server views" sx={{ mb: 1 }}>
        <Tab label="Log" />
        <Tab label="Summary" />
      </Tabs>
      {tab === 0 ? (
        <LogGrid saved={saved} onLeave={handleLeave} />
      ) : (
        <Box sx={{ height: 328, p: 2 }}>
          <Typography>
            {rows.length} log entries today. Go back to the Log tab: the grid opens where you left it.
          </Typography>
        </Box>
      )}
    </Box>
  );
}
