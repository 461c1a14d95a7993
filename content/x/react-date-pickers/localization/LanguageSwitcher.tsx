import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deDE, enUS, frFR, jaJP } from '@mui/x-date-pickers/locales';

// Each language needs both halves: the Day.js locale (names, formats, first weekday) and the component texts.
const languages = {
  en: { label: 'English', texts: enUS },
  de: { label: 'Deutsch', texts: deDE },
  fr: { label: 'Français', texts: frFR },
  ja: { label: '日本語', texts: jaJP },
};

type Language = keyof typeof languages;

export default function LanguageSwitcher() {
  const [language, setLanguage] = React.useState<Language>('de');
  const { texts } = languages[language];

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        onChange={(_event, next: Language | null) => next && setLanguage(next)}
        aria-label="Language"
      >
        {(Object.keys(languages) as Language[]).map((code) => (
          <ToggleButton key={code} value={code} lang={code}>
            {languages[code].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={language}
        localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <StaticDatePicker defaultValue={dayjs('2025-03-14')} slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }} />
      </LocalizationProvider>
    </Stack>
  );
}
