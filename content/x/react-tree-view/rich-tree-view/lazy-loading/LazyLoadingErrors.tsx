import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Region {
  id: string;
  label: string;
  childrenCount: number;
}

// The root level is known up front: only the children are fetched.
const rootItems: Region[] = [
  { id: 'north', label: 'North region', childrenCount: 2 },
  { id: 'south', label: 'South region', childrenCount: 1 },
];

const stores: Record<string, Region[]> = {
  north: [
    { id: 'north-1', label: 'Store 101', childrenCount: 0 },
    { id: 'north-2', label: 'Store 102', childrenCount: 0 },
  ],
  south: [{ id: 'south-1', label: 'Store 201', childrenCount: 0 }],
};

export default function LazyLoadingErrors() {
  const [serverDown, setServerDown] = React.useState(true);
  // The data source reads the latest value without being recreated.
  const serverDownRef = React.useRef(true);

  const handleServerChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    serverDownRef.current = event.target.checked;
    setServerDown(event.target.checked);
  };

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: Region) => item.childrenCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Region[]>((resolve, reject) => {
          setTimeout(() => {
            if (serverDownRef.current) {
              reject(new Error('The server is unavailable'));
            } else {
              resolve(stores[parentId ?? ''] ?? []);
            }
          }, 600);
        }),
    }),
    [],
  );

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <FormControlLabel
        control={<Switch checked={serverDown} onChange={handleServerChange} />}
        label="Server is down"
      />
      <RichTreeViewPro aria-label="Stores" items={rootItems} dataSource={dataSource} />
    </Box>
  );
}
