import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE, enUS } from '@mui/x-data-grid/locales';

type Locale = 'en-US' | 'de-DE';

const gridTexts = { 'en-US': enUS, 'de-DE': deDE };

const rows = [
  { id: 1, product: 'Espresso machine', price: 1249.9, shipped: new Date(Date.UTC(2025, 1, 3, 12)) },
  { id: 2, product: 'Milk jug', price: 18.5, shipped: new Date(Date.UTC(2025, 1, 14, 12)) },
  { id: 3, product: 'Grinder', price: 389, shipped: new Date(Date.UTC(2025, 2, 2, 12)) },
];

// The grid's texts come from localeText; cell values are formatted by the columns, so they get
// their own Intl formatters for the same locale.
const columnsFor = (locale: Locale): GridColDef[] => {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return [
    { field: 'product', headerName: locale === 'de-DE' ? 'Produkt' : 'Product', flex: 1, minWidth: 160 },
    { field: 'price', headerName: locale === 'de-DE' ? 'Preis' : 'Price', type: 'number', width: 140, valueFormatter: (value: number) => money.format(value) },
    { field: 'shipped', headerName: locale === 'de-DE' ? 'Versand' : 'Shipped', type: 'date', width: 150, valueFormatter: (value: Date) => date.format(value) },
  ];
};

export default function LocaleFormattedValues() {
  const [locale, setLocale] = React.useState<Locale>('de-DE');
  const columns = React.useMemo(() => columnsFor(locale), [locale]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={locale} onChange={(_, value: Locale | null) => value && setLocale(value)} aria-label="Locale" sx={{ mb: 1 }}>
        <ToggleButton value="en-US">en-US</ToggleButton>
        <ToggleButton value="de-DE">de-DE</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 300 }} lang={locale}>
        <DataGrid rows={rows} columns={columns} hideFooter localeText={gridTexts[locale].components.MuiDataGrid.defaultProps.localeText} />
      </Box>
    </Box>
  );
}
