import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csvFile';

describe('CSV writer', () => {
  it.each([
    ['=', '=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+', '+1+1', `"'+1+1"`],
    ['-', '-2+3', `"'-2+3"`],
    ['@', '@SUM(1+1)', `"'@SUM(1+1)"`],
    ['tab', '\t=1+1', `"'\t=1+1"`],
    ['carriage return', '\r=1+1', `"'\r=1+1"`],
  ])(
    'neutralises text starting with %s: a quote before it, the whole cell quoted',
    (_, value, cell) => {
      expect(csvCell(value)).toBe(cell);
    },
  );

  it('neutralises a formula spread over several lines too', () => {
    expect(csvCell('=HYPERLINK("http://x")\nsecond line')).toBe(
      `"'=HYPERLINK(""http://x"")\nsecond line"`,
    );
  });

  it('quotes commas, quotes, line breaks and edge spaces as RFC 4180 says', () => {
    expect(csvCell('Worlds, observers')).toBe('"Worlds, observers"');
    expect(csvCell('the "best" team')).toBe('"the ""best"" team"');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('leaves harmless text, a formula sign inside the text, and empty values as they are', () => {
    expect(csvCell('Faker')).toBe('Faker');
    expect(csvCell('Sang-hyeok')).toBe('Sang-hyeok');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes numbers the app computed as numbers, negative ones included', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('-3')).toBe(`"'-3"`);
  });

  it('writes a header and the rows separated by CRLF', () => {
    expect(
      csvText(
        ['Name', 'Team'],
        [
          ['Faker', 'T1'],
          ['@SUM(1+1)', null],
        ],
      ),
    ).toBe(`Name,Team\r\nFaker,T1\r\n"'@SUM(1+1)",`);
  });
});
