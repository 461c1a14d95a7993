import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, frFR, jaJP, ptBR } from '@mui/x-data-grid/locales';

const locales = {
  'en-US': { label: 'English', grid: enUS },
  'fr-FR': { label: 'Français', grid: frFR },
  'de-DE': { label: 'Deutsch', grid: deDE },
  'pt-BR': { label: 'Português (Brasil)', grid: ptBR },
  'ja-JP': { label: '日本語', grid: jaJP },
};

type LocaleCode = keyof typeof locales;

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
];

const rows = [
  { id: 1, title: 'Les Misérables', author: 'Victor Hugo', year: 1862 },
  { id: 2, title: 'Der Process', author: 'Franz Kafka', year: 1925 },
  { id: 3, title: 'Dom Casmurro', author: 'Machado de Assis', year: 1899 },
  { id: 4, title: 'Kokoro', author: 'Natsume Sōseki', year: 1914 },
  { id: 5, title: 'Middlemarch', author: 'George Eliot', year: 1871 },
  { id: 6, title: 'Madame Bovary', author: 'Gustave Flaubert', year: 1857 },
  { id: 7, title: 'Buddenbrooks', author: 'Thomas Mann', year: 1901 },
];

export default function LocaleSwitcher() {
  const [locale, setLocale] = React.useState<LocaleCode>('fr-FR');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Grid language"
        value={locale}
        onChange={(event) => setLocale(event.target.value as LocaleCode)}
        sx={{ mb: 1, minWidth: 200 }}
      >
        {(Object.keys(locales) as LocaleCode[]).map((code) => (
          <MenuItem key={code} value={code} lang={code}>
            {locales[code].label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 400 }} lang={locale}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          localeText={locales[locale].grid.components.MuiDataGrid.defaultProps.localeText}
        />
      </Box>
    </Box>
  );
}
