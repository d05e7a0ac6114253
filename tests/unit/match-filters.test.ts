import { validate } from '@/lib/schemas/validate';
import { memberListQuerySchema } from '@/lib/server/users/list-query';
import { activeFilterCount, matchFiltersFromQuery, matchFiltersToQuery } from '@/lib/shared/match-filters';

const fromQuery = (query: string) => matchFiltersFromQuery(new URLSearchParams(query));

describe('Find Matches filters read back from the address', () => {
  it('keeps every value the server accepts, normalised as the server reads it', () => {
    expect(
      fromQuery('search=+Aisha+&ageMin=21&ageMax=30&status=graduate&university=UCL&country=gb&city=Leeds&relocate=true&maritalStatus=divorced,widowed&prayer=always&hasPhotos=true&verified=true&activeWithinDays=7&joinedWithinDays=30&mutual=false&sort=active'),
    ).toEqual({
      search: 'Aisha',
      ageMin: 21,
      ageMax: 30,
      status: 'graduate',
      university: 'ucl',
      country: 'GB',
      city: 'leeds',
      relocate: true,
      maritalStatus: ['divorced', 'widowed'],
      prayer: ['always'],
      hasPhotos: true,
      verified: true,
      activeWithinDays: 7,
      joinedWithinDays: 30,
      mutual: false,
      sort: 'active',
    });
  });

  it('drops what the server would refuse instead of failing, so an old link still opens', () => {
    const refused = 'ageMin=17&ageMax=abc&status=alumni&country=XX&maritalStatus=never_married,single&prayer=&activeWithinDays=400&sort=random&relocate=yes';
    expect(fromQuery(refused)).toEqual({});
    for (const pair of refused.split('&').filter((p) => !p.endsWith('='))) {
      expect(validate(memberListQuerySchema, Object.fromEntries(new URLSearchParams(pair))).ok).toBe(false);
    }
  });

  it('leaves out the defaults and an upper age below the lower one', () => {
    expect(fromQuery('mutual=true&sort=newest&ageMin=40&ageMax=30')).toEqual({ ageMin: 40 });
  });

  it('reads what it writes', () => {
    const filters = { ageMin: 25, country: 'GB', prayer: ['always' as const, 'usually' as const], mutual: false, sort: 'compatibility' as const };
    expect(matchFiltersFromQuery(matchFiltersToQuery(filters))).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(4);
  });
});
