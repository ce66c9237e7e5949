import { searchFormLocation, searchPagePath } from './search-path';

describe('searchPagePath', () => {
  it('encodes the trimmed text as one path segment under the prefix', () => {
    expect(searchPagePath('', ' Wärme pumpe ')).toBe('/search/W%C3%A4rme%20pumpe');
    expect(searchPagePath('/en', 'a/b?c#d')).toBe('/en/search/a%2Fb%3Fc%23d');
  });
});

describe('searchFormLocation', () => {
  it('leads the form without JavaScript to the result page of its text', () => {
    expect(searchFormLocation('search', new URLSearchParams('q=Thermostat+rund'), '')).toBe(
      '/search/Thermostat%20rund',
    );
    expect(searchFormLocation('search', new URLSearchParams('q=cad%C4%83'), '/en')).toBe(
      '/en/search/cad%C4%83',
    );
  });

  it('leads home when nothing was typed', () => {
    expect(searchFormLocation('search', new URLSearchParams('q=+++'), '')).toBe('/');
    expect(searchFormLocation('search', new URLSearchParams(''), '/en')).toBe('/en/');
  });

  it('leaves every other path alone', () => {
    expect(searchFormLocation('search/x', new URLSearchParams('q=x'), '')).toBeNull();
    expect(searchFormLocation('searching.html', new URLSearchParams('q=x'), '')).toBeNull();
  });
});
