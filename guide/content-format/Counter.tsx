import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function Counter() {
  const [count, setCount] = React.useState(0);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => setCount((c) => c + 1)}>
        Add one
      </Button>
      <Typography>
        Clicked {count} {count === 1 ? 'time' : 'times'}
      </Typography>
    </Stack>
  );
}
