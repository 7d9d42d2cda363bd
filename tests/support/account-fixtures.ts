import sharp from 'sharp';

/** One real-looking payout address per coin (shape-valid; USDT given as a TRC-20 address). */
export const VALID_ADDRESSES = {
  btc_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  eth_address: '0x52908400098527886E0F7030069857D2E4169EE7',
  ltc_address: 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9',
  usdt_address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
  tron_address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
};

/** A complete MT4 subscription form: a month of signals for a live account. */
export const MT4_SUBSCRIPTION = {
  duration: 'Monthly',
  mt4Id: '5012345',
  password: 'Tr@der-Secret-1',
  accountType: 'Standard',
  currency: 'USD',
  leverage: '1:100',
  server: 'Broker-Live-3',
};

/** A well-shaped payout address for each coin a withdrawal can be made in. */
export const PAYOUT_ADDRESS = {
  BTC: VALID_ADDRESSES.btc_address,
  ETH: VALID_ADDRESSES.eth_address,
  LTC: VALID_ADDRESSES.ltc_address,
  USDT: VALID_ADDRESSES.usdt_address,
  TRON: VALID_ADDRESSES.tron_address,
} as const;

export const KYC_TEXT_FIELDS = {
  fullName: 'Ada Lovelace',
  dob: '1990-01-31',
  address: '12 St James Square, London',
  country: 'United Kingdom',
  idType: 'Passport',
  idNumber: 'P1234567',
  expiryDate: '2035-06-30',
};

/** A small solid-colour image, encoded by a real encoder. */
const pixels = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 200 } } });

export const pngBytes = () => pixels().png().toBuffer();
export const webpBytes = () => pixels().webp().toBuffer();

/** A JPEG carrying EXIF a camera would write, including who made it and where. */
export const jpegWithExifBytes = () =>
  pixels()
    .jpeg()
    .withExif({ IFD0: { Copyright: 'EXIF-SECRET-OWNER', Artist: 'EXIF-SECRET-ARTIST', Make: 'CameraMaker' } })
    .toBuffer();

/** The smallest well-formed PDF: one empty page. */
export function pdfBytes(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const htmlBytes = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const svgBytes = () =>
  Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
/** The signature and header chunk of a real PNG (33 bytes), then a page of HTML instead of pixels. */
export const pngHeaderThenHtmlBytes = async () => Buffer.concat([(await pngBytes()).subarray(0, 33), htmlBytes()]);
/** A whole valid PNG with a page of HTML appended: a polyglot. */
export const pngThenHtmlBytes = async () => Buffer.concat([await pngBytes(), htmlBytes()]);

export interface UploadFile {
  bytes: Buffer;
  filename: string;
  type: string;
}

/** A multipart body exactly as a browser's FormData would send it. */
export async function multipartBody(fields: Record<string, string>, files: Record<string, UploadFile>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}
