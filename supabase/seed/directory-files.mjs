import { Buffer } from 'node:buffer';

// The sample listings' pitch decks and documents as stored files: scripts/backend.mjs runs this on
// every start with the secret key, after the SQL seeds and the demo accounts. The database says
// which files it needs (public.seed_directory_files(), supabase/seed/50-directories.sql); each one is
// a small generated PDF uploaded to its private bucket (again on every start, so a data dir copied
// without its storage folder gets its files back), then public.attach_seed_directory_files() points
// the rows at them.

/**
 * A one-page PDF 1.4 showing `title` and `lines` in Helvetica. Every object's byte offset is
 * written to the cross-reference table, so readers open it without repairing it.
 */
export function samplePdf(title, lines = []) {
  const escape = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = [
    'BT /F1 20 Tf 72 720 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (Donation Network sample data) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const SAMPLE_NOTE = ['Sample document of the Donation Network demo directory.', 'The company, the people and the figures are invented.'];

/** Uploads every file the database asks for, then attaches them. `client` holds the secret key (service role). */
export async function seedDirectoryFiles(client) {
  const { data: files, error } = await client.rpc('seed_directory_files');
  if (error) throw new Error(`seed_directory_files failed: ${error.message}`);
  for (const { bucket, object_path: objectPath, title } of files ?? []) {
    const upload = await client.storage
      .from(bucket)
      .upload(objectPath, samplePdf(title, SAMPLE_NOTE), { contentType: 'application/pdf', upsert: true });
    if (upload.error) throw new Error(`sample file ${bucket}/${objectPath}: ${upload.error.message}`);
  }
  const attached = await client.rpc('attach_seed_directory_files');
  if (attached.error) throw new Error(`attach_seed_directory_files failed: ${attached.error.message}`);
}
