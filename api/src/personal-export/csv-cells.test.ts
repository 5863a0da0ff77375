import { csvCell, csvRecord } from './csv-cells.js';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("x",1)', `"'=HYPERLINK(""x"",1)"`],
    ['', ''],
  ])('writes %j as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes null and undefined as empty cells and numbers as digits', () => {
    expect([csvCell(null), csvCell(undefined), csvCell(12)]).toEqual(['', '', '12']);
  });
});

describe('csvRecord', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvRecord(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});
