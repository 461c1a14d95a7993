import Box from '@mui/material/Box';
import KeyboardDoubleArrowDownIcon from '@mui/icons-material/KeyboardDoubleArrowDown';
import KeyboardDoubleArrowUpIcon from '@mui/icons-material/KeyboardDoubleArrowUp';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// The grid passes its icons a class name and a size; its color is any string, wider than the
// palette names an SvgIcon accepts, so each wrapper forwards only what the icon understands.
interface GridIconProps {
  className?: string;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
}

const SortedAscending = ({ className, fontSize }: GridIconProps) => <KeyboardDoubleArrowUpIcon className={className} fontSize={fontSize} />;
const SortedDescending = ({ className, fontSize }: GridIconProps) => <KeyboardDoubleArrowDownIcon className={className} fontSize={fontSize} />;
const Unsorted = ({ className, fontSize }: GridIconProps) => <UnfoldMoreIcon className={className} fontSize={fontSize} />;
const ColumnMenu = ({ className, fontSize }: GridIconProps) => <MoreHorizIcon className={className} fontSize={fontSize} />;

const columns: GridColDef[] = [
  { field: 'peak', headerName: 'Peak', flex: 1, minWidth: 150 },
  { field: 'range', headerName: 'Range', width: 140 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 130 },
  { field: 'firstAscent', headerName: 'First ascent', type: 'number', width: 130, valueFormatter: (value: number) => String(value) },
];

const rows = [
  { id: 1, peak: 'Aconcagua', range: 'Andes', height: 6961, firstAscent: 1897 },
  { id: 2, peak: 'Denali', range: 'Alaska Range', height: 6190, firstAscent: 1913 },
  { id: 3, peak: 'Kilimanjaro', range: 'Eastern Rift', height: 5895, firstAscent: 1889 },
  { id: 4, peak: 'Mont Blanc', range: 'Alps', height: 4806, firstAscent: 1786 },
  { id: 5, peak: 'Mount Cook', range: 'Southern Alps', height: 3724, firstAscent: 1894 },
];

export default function CustomIcons() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{
          columnSortedAscendingIcon: SortedAscending,
          columnSortedDescendingIcon: SortedDescending,
          columnUnsortedIcon: Unsorted,
          columnMenuIcon: ColumnMenu,
        }}
        slotProps={{ baseIconButton: { size: 'small' } }}
      />
    </Box>
  );
}
