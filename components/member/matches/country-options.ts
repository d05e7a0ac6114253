import { COUNTRY_CODES } from '@/lib/shared/countries';
import { countryName } from './country-name';

/** Every ISO country as a select option, by name in English alphabetical order. */
export const COUNTRY_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [...COUNTRY_CODES]
  .map((code) => ({ value: code, label: countryName(code) }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
