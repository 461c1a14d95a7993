import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Article {
  id: number;
  title: string;
  words: number;
}

const TOPICS = ['Tide tables', 'Night trains', 'Urban beekeeping', 'Sourdough', 'Bike lanes', 'Solar roofs', 'Library apps'];
const TOTAL = 137;

/** A pretend server: one page of its articles and the total count, after a network-like delay. */
function fetchArticles({ page, pageSize }: GridPaginationModel): Promise<{ items: Article[]; total: number }> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - start)) }, (_, offset) => {
        const id = start + offset + 1;
        return { id, title: `${TOPICS[id % TOPICS.length]}, part ${Math.ceil(id / TOPICS.length)}`, words: 400 + ((id * 131) % 1800) };
      });
      resolve({ items, total: TOTAL });
    }, 500);
  });
}

const columns: GridColDef[] = [
  { field: 'id', headerName: '#', width: 80 },
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'words', headerName: 'Words', type: 'number', width: 110 },
];

export default function ServerPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [rows, setRows] = React.useState<Article[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchArticles(paginationModel).then(({ items, total }) => {
      if (active) {
        setRows(items);
        setRowCount(total);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Articles paged on the server"
        paginationMode="server"
        rowCount={rowCount}
        loading={loading}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
