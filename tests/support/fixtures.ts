import { crc32 } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

// Real files for resume tests: a PDF (pdf-lib), a DOCX (an Office Open XML package, zipped
// here), a legacy DOC (a compound file with a WordDocument stream), and things that only pretend.

export async function makePdf(text = 'Curriculum vitae'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 700, size: 18, font });
  return Buffer.from(await doc.save());
}

/** A PDF padded to exactly `size` bytes (a comment after %%EOF keeps it a valid PDF). */
export async function makePdfOfSize(size: number): Promise<Buffer> {
  const pdf = await makePdf();
  if (pdf.length > size) throw new Error('too small for a PDF');
  return Buffer.concat([pdf, Buffer.from('\n%'), Buffer.alloc(size - pdf.length - 2, 0x41)]);
}

/** A minimal zip archive with stored (uncompressed) entries. */
export function makeZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export function makeDocx(text = 'Curriculum vitae'): Buffer {
  return makeZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** A compound file whose directory names a stream: 'WordDocument' for Word 97-2003. */
export function makeCompoundFile(streamName: string): Buffer {
  const file = Buffer.alloc(1536);
  CFB_MAGIC.copy(file, 0);
  Buffer.from(streamName, 'utf16le').copy(file, 1024);
  return file;
}

export const makeDoc = () => makeCompoundFile('WordDocument');
/** An Excel 97 workbook is a compound file too, but not a resume. */
export const makeXls = () => makeCompoundFile('Workbook');

/** The start of a Windows executable ('MZ' header), as a renamed `.pdf` would carry it. */
export function makeExecutable(): Buffer {
  const exe = Buffer.alloc(4096, 0);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  exe.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return exe;
}
