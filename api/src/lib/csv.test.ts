import { csvCell, csvLine, csvLines, parseCsv, UTF8_BOM } from './csv';

describe('CSV cells', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvLine(['Asha Kulkarni', 9876511111, '120.50', 'A'])).toBe('Asha Kulkarni,9876511111,120.50,A\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Milk × 2, Bread × 1')).toBe('"Milk × 2, Bread × 1"');
    expect(csvCell('The "Palms"')).toBe('"The ""Palms"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","click")')).toBe('"\'=HYPERLINK(""http://evil"",""click"")"');
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('Ravi = Ravi')).toBe('Ravi = Ravi');
  });
});

describe('reading CSV', () => {
  it('reads what csvLine writes, quotes, commas and line breaks included, and counts lines', () => {
    const text = `${UTF8_BOM}${csvLine(['sku', 'name'])}${csvLine(['A1', 'Milk, toned'])}\n${csvLine(['A2', 'The "Palms"\nline two'])}${csvLine(['A3', '=1+2'])}`;
    expect(parseCsv(text)).toEqual([
      { cells: ['sku', 'name'], line: 1 },
      { cells: ['A1', 'Milk, toned'], line: 2 },
      { cells: ['A2', 'The "Palms"\nline two'], line: 4 },
      { cells: ['A3', '=1+2'], line: 6 },
    ]);
  });

  it('takes LF line ends, a last line without one, and empty cells', () => {
    expect(parseCsv('a,b,c\n1,,3\n,,\nx,y').map((r) => r.cells)).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['', '', ''],
      ['x', 'y'],
    ]);
  });

  it('refuses a quote left open, naming its line', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow('A quoted cell that starts on line 2 is never closed');
  });
});

describe('many lines at once', () => {
  it('writes each row as csvLine does, and nothing for no rows', () => {
    const rows = [
      ['A1', 'Milk, toned', -2],
      ['=cmd', 'two\nlines', 45.5],
    ];
    expect(csvLines(rows)).toBe(rows.map((row) => csvLine(row)).join(''));
    expect(csvLines(rows)).toBe('A1,"Milk, toned",-2\r\n\'=cmd,"two\nlines",45.5\r\n');
    expect(csvLines([])).toBe('');
  });
});
